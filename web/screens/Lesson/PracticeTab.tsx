import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { PracticeTab_section$key } from "../../__generated__/PracticeTab_section.graphql.ts";
import { PracticeQuestion } from "./PracticeQuestion.tsx";

/** The section's worked examples, then its practice questions one at a time. */
export function PracticeTab(props: {
  lessonId: number;
  section: PracticeTab_section$key;
  index: number;
  onIndexChange: (index: number) => void;
  onFinish: () => void;
  signedIn: boolean;
}) {
  const section = useFragment(
    graphql`
      fragment PracticeTab_section on Section {
        sectionId
        exampleQuestions { id questionId }
        practiceQuestions { id ...PracticeQuestion_question }
      }
    `,
    props.section,
  );
  const questions = section.practiceQuestions;
  const index = Math.min(props.index, Math.max(questions.length - 1, 0));
  const question = questions[index];
  const last = index === questions.length - 1;
  return (
    <div className="practice">
      {section.exampleQuestions.length > 0 && (
        <nav className="practice-examples" aria-label="Worked examples">
          <h3>Worked examples</h3>
          <ul>
            {section.exampleQuestions.map((example, position) => (
              <li key={example.id}>
                {/* The spec's /section_notes?id&sid&pid: the example opens in its lesson. */}
                <Link to={`/section-notes?id=${props.lessonId}&sid=${section.sectionId}&pid=${example.questionId}`}>Example {position + 1}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {question ? (
        <>
          <p className="practice-counter">Question {index + 1} of {questions.length}</p>
          <PracticeQuestion key={question.id} question={question} lessonId={props.lessonId} sectionId={section.sectionId} signedIn={props.signedIn} />
          <div className="practice-nav">
            {last ? (
              <button type="button" className="button button-secondary" onClick={props.onFinish}>Finish Practice</button>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => props.onIndexChange(index + 1)}>Next Question</button>
            )}
          </div>
        </>
      ) : (
        <p className="empty">No practice questions available for this section yet.</p>
      )}
    </div>
  );
}
