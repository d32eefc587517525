// Every contest the student submitted, newest first, a page at a time (User.contestSubmissions):
// the first page comes with the dashboard, "Show more" asks for the next one and adds it below.
// On the student's own dashboard each links to its result page (contestResult is the student's own).
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { StudentContests_user$key } from "../../__generated__/StudentContests_user.graphql.ts";
import { formatScore } from "./OverviewTab.tsx";
import { ShowMore } from "../../components/ShowMore.tsx";

/** Contests a page: the first comes with the dashboard, each Show more adds as many. */
export const CONTESTS_PAGE = 10;

const formatDate = (value: unknown) =>
  new Date(String(value)).toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

export function StudentContests(props: { user: StudentContests_user$key; linkResults: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment StudentContests_user on User
      @refetchable(queryName: "StudentContestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        contestSubmissions(first: $count, after: $cursor) @connection(key: "StudentContests_contestSubmissions") {
          totalCount
          edges {
            node {
              id
              submissionId
              submittedAt
              score
              fullScore
              correct
              blank
              incorrect
              rated
              competition { title }
            }
          }
        }
      }
    `,
    props.user,
  );
  const submissions = data.contestSubmissions.edges.map((edge) => edge.node);
  const total = data.contestSubmissions.totalCount;
  return (
    <section className="card student-answers student-contests" aria-labelledby="student-contests-title">
      <h2 id="student-contests-title">Contests</h2>
      {total === 0 ? (
        <p className="empty">No contests yet.</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            Showing {submissions.length} of {total} {total === 1 ? "contest" : "contests"}, newest first.
          </p>
          <table className="student-answers-table">
            <thead>
              <tr><th>When</th><th>Contest</th><th>Score</th><th className="answer-where">Correct · blank · incorrect</th><th>Rated</th></tr>
            </thead>
            <tbody>
              {submissions.map((submission) => (
                <tr key={submission.id}>
                  <td className="muted">{formatDate(submission.submittedAt)}</td>
                  <td>
                    {props.linkResults ? <Link to={`/result/${submission.submissionId}`}>{submission.competition.title}</Link> : submission.competition.title}
                  </td>
                  <td className="contest-score"><strong>{formatScore(submission.score)}</strong> / {formatScore(submission.fullScore)}</td>
                  <td className="answer-where">
                    <span className="count-correct">{submission.correct}</span>
                    {" · "}
                    <span className="count-blank">{submission.blank}</span>
                    {" · "}
                    <span className="count-incorrect">{submission.incorrect}</span>
                  </td>
                  <td>{submission.rated ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} onShowMore={() => loadNext(CONTESTS_PAGE)} />
        </>
      )}
    </section>
  );
}
