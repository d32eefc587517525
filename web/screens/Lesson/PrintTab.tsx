import { graphql, useFragment } from "react-relay";
import type { PrintTab_lesson$data, PrintTab_lesson$key } from "../../__generated__/PrintTab_lesson.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";

type PrintQuestion = PrintTab_lesson$data["sections"][number]["practiceQuestions"][number];

/** Contest year, then problem number, then id; questions from no contest come after dated ones. */
function byYearNumberId(a: PrintQuestion, b: PrintQuestion): number {
  const yearA = a.competition?.year ?? Infinity;
  const yearB = b.competition?.year ?? Infinity;
  if (yearA !== yearB) return yearA < yearB ? -1 : 1;
  return a.problemNumber - b.problemNumber || a.questionId - b.questionId;
}

function sourceOf(question: PrintQuestion): string {
  if (question.competition) return `${question.competition.title}, problem ${question.problemNumber}`;
  return `${question.setName ?? "Practice"}, problem ${question.problemNumber}`;
}

/** Every practice question of the lesson (all sections) as one printable sheet. */
export function PrintTab(props: { lesson: PrintTab_lesson$key }) {
  const lesson = useFragment(
    graphql`
      fragment PrintTab_lesson on Lesson {
        name
        sections {
          practiceQuestions {
            id
            questionId
            problemNumber
            setName
            competition { year title }
            ...QuestionStatement_question
          }
        }
      }
    `,
    props.lesson,
  );
  const unique = new Map(lesson.sections.flatMap((section) => section.practiceQuestions).map((question) => [question.id, question]));
  const questions = [...unique.values()].sort(byYearNumberId);
  return (
    <div className="print-sheet">
      <div className="print-actions">
        <p className="muted">
          All {questions.length} practice questions of this lesson, ordered by contest year, then problem number.
        </p>
        <button className="button" type="button" onClick={() => window.print()}>Print</button>
      </div>
      <h2 className="print-title">{lesson.name}: practice problems</h2>
      {questions.length === 0 ? (
        <p className="empty">No practice questions available for this lesson yet.</p>
      ) : (
        <ol className="print-list">
          {questions.map((question) => (
            <li key={question.id} className="print-problem" data-question-id={question.questionId}>
              <p className="print-source">{sourceOf(question)}</p>
              <QuestionStatement question={question} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
