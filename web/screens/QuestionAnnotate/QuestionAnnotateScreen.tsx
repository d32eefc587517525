// /question/{id}/annotate (reached from /question_anotator?id=): editors and admins set a
// question's topic, school grade, difficulty and the lesson sections it is placed in.
import { type FormEvent, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useParams } from "react-router";
import type { QuestionAnnotateScreenQuery } from "../../__generated__/QuestionAnnotateScreenQuery.graphql.ts";
import type { QuestionAnnotateScreenMutation, Topic } from "../../__generated__/QuestionAnnotateScreenMutation.graphql.ts";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import { toastOutcome } from "../../components/toastOutcome.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { StaffOnly, idFrom } from "../../components/StaffOnly.tsx";
import { questionTitle } from "../Question/questionTitle.ts";

export default function QuestionAnnotateScreen() {
  const questionId = idFrom(useParams().id);
  return (
    <StaffOnly title="Annotate Question">
      {questionId === null ? <p className="card error" role="alert">Invalid question id.</p> : <Annotator questionId={questionId} />}
    </StaffOnly>
  );
}

function Annotator({ questionId }: { questionId: number }) {
  const data = useLazyLoadQuery<QuestionAnnotateScreenQuery>(
    graphql`
      query QuestionAnnotateScreenQuery($questionId: Int!) {
        choices { topics { topic label } grades }
        courses { name lessons { name sections { sectionId name } } }
        question(questionId: $questionId) {
          questionId problemNumber topic schoolGrade difficultyLevel updatedAt
          competition { title }
          relatedSections { section { sectionId } }
          ...QuestionStatement_question
        }
      }
    `,
    { questionId },
    { fetchPolicy: "network-only" },
  );
  if (!data.question) return <p className="card error" role="alert">Question not found</p>;
  return <AnnotationForm key={data.question.updatedAt} data={data} question={data.question} />;
}

type Data = QuestionAnnotateScreenQuery["response"];

function AnnotationForm({ data, question }: { data: Data; question: NonNullable<Data["question"]> }) {
  const [topic, setTopic] = useState<string>(question.topic ?? "");
  const [grade, setGrade] = useState(question.schoolGrade == null ? "" : String(question.schoolGrade));
  const [difficulty, setDifficulty] = useState(question.difficultyLevel == null ? "" : String(question.difficultyLevel));
  const [sections, setSections] = useState(() => new Set(question.relatedSections.map((placement) => placement.section.sectionId)));
  const [save, saving] = useMutationAsync<QuestionAnnotateScreenMutation>(graphql`
    mutation QuestionAnnotateScreenMutation($questionId: Int!, $topic: Topic, $schoolGrade: Int, $difficultyLevel: Int, $sectionIds: [Int!]!, $openedAt: DateTime) {
      annotateQuestion(questionId: $questionId, topic: $topic, schoolGrade: $schoolGrade, difficultyLevel: $difficultyLevel, sectionIds: $sectionIds, openedAt: $openedAt) {
        __typename
        ... on InputError { message }
        ... on QuestionDraft { questionId }
      }
    }
  `);
  const toggle = (sectionId: number, on: boolean) => {
    const next = new Set(sections);
    if (on) next.add(sectionId);
    else next.delete(sectionId);
    setSections(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    await toastOutcome(
      async () =>
        (await save({
          questionId: question.questionId,
          topic: topic === "" ? null : (topic as Topic),
          schoolGrade: grade === "" ? null : Number(grade),
          difficultyLevel: difficulty === "" ? null : Number(difficulty),
          sectionIds: [...sections],
          openedAt: question.updatedAt,
        })).annotateQuestion,
      { saved: "Question saved.", failed: "Failed to save the question." },
    );
  }

  return (
    <div className="question-form-page">
      <form className="card question-form content-editor" onSubmit={submit} aria-labelledby="annotate-title" noValidate>
        <h1 id="annotate-title">Annotate {questionTitle(question)}</h1>
        <div className="form-row">
          <div>
            <label htmlFor="annotate-topic">Topic</label>
            <select id="annotate-topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
              <option value="">None</option>
              {data.choices.topics.map((option) => <option key={option.topic} value={option.topic}>{option.label}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="annotate-grade">School grade</label>
            <select id="annotate-grade" value={grade} onChange={(event) => setGrade(event.target.value)}>
              <option value="">None</option>
              {data.choices.grades.map((value) => <option key={value} value={value}>{value}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="annotate-difficulty">Difficulty</label>
            <select id="annotate-difficulty" value={difficulty} onChange={(event) => setDifficulty(event.target.value)}>
              <option value="">None</option>
              {/* The editor's bounds, 1 to 5 (domain/questionRules.ts DIFFICULTY_RANGE); the server checks them. */}
              {[1, 2, 3, 4, 5].map((value) => <option key={value} value={value}>{value}</option>)}
            </select>
          </div>
        </div>
        <fieldset>
          <legend>Lesson sections</legend>
          {data.courses.map((course) =>
            course.lessons.map((lesson) =>
              lesson.sections.map((section) => (
                <label className="checkbox" key={section.sectionId}>
                  <input type="checkbox" checked={sections.has(section.sectionId)} onChange={(event) => toggle(section.sectionId, event.target.checked)} />
                  {course.name} › {lesson.name} › {section.name}
                </label>
              )),
            ),
          )}
        </fieldset>
        <button type="submit" className="button" disabled={saving}>{saving ? "Saving…" : "Save"}</button>
      </form>
      <section className="card question-preview" aria-label="The question">
        <QuestionStatement question={question} />
      </section>
    </div>
  );
}
