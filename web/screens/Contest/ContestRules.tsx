// Whether this sitting will be rated and why (Contest.ratingOutlook: the server decides, by the
// fairness rules), then what makes a sitting rated (Contest.ratingRules) and how many of the
// contest's questions the student met before and so will not move the rating. The rules are shown
// open at the start of a sitting, folded once it is resumed.
import { graphql, useFragment } from "react-relay";
import type { ContestRules_contest$key } from "../../__generated__/ContestRules_contest.graphql.ts";

export function ContestRules(props: { contest: ContestRules_contest$key; signedIn: boolean }) {
  const contest = useFragment(
    graphql`
      fragment ContestRules_contest on Contest {
        resumed
        willBeRated
        ratingOutlook
        ratingRules
        seenQuestions
      }
    `,
    props.contest,
  );
  const outlook = (
    <p className={`contest-outlook ${contest.willBeRated ? "rated" : "unrated"}`} role="note">
      <strong>{contest.willBeRated ? "Rated sitting." : "Not rated."}</strong> {contest.ratingOutlook}
    </p>
  );
  if (!props.signedIn) return outlook;
  const seen = contest.seenQuestions;
  return (
    <>
      {outlook}
      <details className="contest-rules" open={!contest.resumed}>
        <summary>How this sitting is rated</summary>
        <ul>
          {contest.ratingRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {seen > 0 && (
          <p className="contest-seen">
            You have already answered {seen} question{seen === 1 ? "" : "s"} of this contest elsewhere: {seen === 1 ? "it" : "they"} will not move your rating.
          </p>
        )}
      </details>
    </>
  );
}
