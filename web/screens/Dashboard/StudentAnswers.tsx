// Every answer the student gave, newest first, a page at a time (User.answers): the first page
// comes with the dashboard, "Show more" asks for the next one and adds it below.
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { StudentAnswers_user$key } from "../../__generated__/StudentAnswers_user.graphql.ts";
import { questionTitle } from "../Question/questionTitle.ts";
import { ShowMore } from "../../components/ShowMore.tsx";

/** Answers a page: the first comes with the dashboard, each Show more adds as many. */
export const ANSWERS_PAGE = 10;

const SOURCE_LABEL: Record<string, string> = {
  LESSON: "Lesson",
  PRACTICE: "Practice",
  QUESTION: "Question page",
  CONTEST: "Contest",
  REVIEW: "Review",
};

const formatDate = (value: unknown) =>
  new Date(String(value)).toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

export function StudentAnswers(props: { user: StudentAnswers_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment StudentAnswers_user on User
      @refetchable(queryName: "StudentAnswersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        answers(first: $count, after: $cursor) @connection(key: "StudentAnswers_answers") {
          totalCount
          edges {
            node {
              id
              answeredAt
              answer
              correct
              source
              questionId
              question { questionId problemNumber competition { title } }
            }
          }
        }
      }
    `,
    props.user,
  );
  const answers = data.answers.edges.map((edge) => edge.node);
  const total = data.answers.totalCount;
  return (
    <section className="card student-answers" aria-labelledby="student-answers-title">
      <h2 id="student-answers-title">Answers</h2>
      {total === 0 ? (
        <p className="empty">No answers yet.</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            Showing {answers.length} of {total} {total === 1 ? "answer" : "answers"}, newest first.
          </p>
          <table className="student-answers-table">
            <thead>
              <tr><th>When</th><th>Question</th><th>Answer</th><th>Result</th><th className="answer-where">Where</th></tr>
            </thead>
            <tbody>
              {answers.map((answer) => (
                <tr key={answer.id}>
                  <td className="muted">{formatDate(answer.answeredAt)}</td>
                  <td>
                    {answer.question ? (
                      <Link to={`/question/${answer.question.questionId}`}>{questionTitle(answer.question)}</Link>
                    ) : (
                      `Question ${answer.questionId}`
                    )}
                  </td>
                  <td>{answer.answer}</td>
                  <td className={answer.correct ? "count-correct" : "count-incorrect"}>{answer.correct ? "✓ Correct" : "✗ Incorrect"}</td>
                  <td className="answer-where">{SOURCE_LABEL[answer.source] ?? answer.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} onShowMore={() => loadNext(ANSWERS_PAGE)} />
        </>
      )}
    </section>
  );
}
