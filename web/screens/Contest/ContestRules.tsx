// What makes this sitting rated, as the server states it (Contest.ratingRules), and how many of the
// contest's questions the student met before and so will not move the rating. Shown open at the
// start of a sitting, folded once it is resumed.
import { graphql, useFragment } from "react-relay";
import type { ContestRules_contest$key } from "../../__generated__/ContestRules_contest.graphql.ts";

export function ContestRules(props: { contest: ContestRules_contest$key; signedIn: boolean }) {
  const contest = useFragment(
    graphql`
      fragment ContestRules_contest on Contest {
        resumed
        ratingRules
        seenQuestions
      }
    `,
    props.contest,
  );
  if (!props.signedIn) return null;
  const seen = contest.seenQuestions;
  return (
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
  );
}
