import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { SectionTabs_section$key } from "../../__generated__/SectionTabs_section.graphql.ts";
import type { PrintTab_lesson$key } from "../../__generated__/PrintTab_lesson.graphql.ts";
import { MathHtml } from "../../components/MathHtml.tsx";
import { PracticeTab } from "./PracticeTab.tsx";
import { ExampleQuestion } from "./ExampleQuestion.tsx";
import { PrintTab } from "./PrintTab.tsx";

const TABS = [
  { id: "lesson", label: "Lesson" },
  { id: "practice", label: "Practice" },
  { id: "print", label: "Print" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** The current section's tabs: its notes, its practice one question at a time, the lesson's printout. */
export function SectionTabs(props: {
  lessonId: number;
  section: SectionTabs_section$key;
  lesson: PrintTab_lesson$key;
  signedIn: boolean;
  /** An example question to open on the Lesson tab, below the notes. */
  exampleId: number | null;
}) {
  const section = useFragment(
    graphql`
      fragment SectionTabs_section on Section {
        sectionId
        name
        notesHtml
        exampleQuestions { questionId ...ExampleQuestion_question }
        ...PracticeTab_section
      }
    `,
    props.section,
  );
  const [tab, setTab] = useState<Tab>("lesson");
  const example = section.exampleQuestions.find((candidate) => candidate.questionId === props.exampleId);
  const [questionIndex, setQuestionIndex] = useState(0);
  const finishPractice = () => {
    setQuestionIndex(0);
    setTab("lesson");
  };
  return (
    <>
      <h2 className="section-title">{section.name}</h2>
      <div role="tablist" aria-label="Lesson views" className="tabs lesson-tabs">
        {TABS.map(({ id, label }) => (
          <button
            type="button"
            key={id}
            id={`tab-${id}`}
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="lesson-panel">
        {tab === "lesson" &&
          (section.notesHtml.trim() ? (
            <MathHtml html={section.notesHtml} className="math-html lesson-notes" />
          ) : (
            <p className="empty">No notes for this section yet.</p>
          ))}
        {tab === "lesson" && example && <ExampleQuestion question={example} position={section.exampleQuestions.indexOf(example) + 1} />}
        {tab === "practice" && (
          <PracticeTab
            lessonId={props.lessonId}
            section={section}
            index={questionIndex}
            onIndexChange={setQuestionIndex}
            onFinish={finishPractice}
            signedIn={props.signedIn}
          />
        )}
        {tab === "print" && <PrintTab lesson={props.lesson} />}
      </div>
    </>
  );
}
