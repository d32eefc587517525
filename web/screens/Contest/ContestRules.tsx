// Whether this sitting will be rated and why (Contest.ratingOutlook: the server decides, by the
// fairness rules), then what makes a sitting rated (Contest.ratingRules) and how many of the
// contest's questions the student met before and so will not move the rating. The rules are shown
// open at the start of a sitting, folded once it is resumed. A signed-in student whose sitting
// would be rated may sit it as practice instead (sitContestAsPractice): the outlook, and the
// submit dialog that repeats it, then say it is not rated.
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { ContestRules_contest$key } from "../../__generated__/ContestRules_contest.graphql.ts";
import type { ContestRulesPracticeMutation } from "../../__generated__/ContestRulesPracticeMutation.graphql.ts";

export function ContestRules(props: { contest: ContestRules_contest$key; signedIn: boolean }) {
  const contest = useFragment(
    graphql`
      fragment ContestRules_contest on Contest {
        __id
        startToken
        competition { name year }
        practice
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
      {contest.willBeRated && !contest.practice && <PracticeChoice contest={contest} />}
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

/** "Sit as practice": the server marks the sitting, and the outlook shown here and in the submit dialog follows. */
function PracticeChoice(props: { contest: { __id: string; startToken: string; competition: { name: string; year: number } } }) {
  const { contest } = props;
  const [error, setError] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<ContestRulesPracticeMutation>(graphql`
    mutation ContestRulesPracticeMutation($name: String!, $year: Int!, $startToken: String!) {
      sitContestAsPractice(name: $name, year: $year, startToken: $startToken) {
        __typename
        ... on InputError { message }
        ... on Contest { practice willBeRated ratingOutlook }
      }
    }
  `);
  const choose = () =>
    commit({
      variables: { name: contest.competition.name, year: contest.competition.year, startToken: contest.startToken },
      updater: (store) => {
        const result = store.getRootField("sitContestAsPractice");
        const sitting = store.get(contest.__id);
        if (!result || !sitting || result.getValue("__typename") !== "Contest") return;
        for (const field of ["practice", "willBeRated", "ratingOutlook"]) sitting.setValue(result.getValue(field), field);
      },
      onCompleted: (response) => setError(response.sitContestAsPractice?.__typename === "InputError" ? response.sitContestAsPractice.message : null),
      onError: () => setError("Could not reach the server. Try again."),
    });
  return (
    <div className="contest-practice-choice">
      <button type="button" className="button button-secondary button-small" disabled={inFlight} onClick={choose}>
        Sit as practice (not rated)
      </button>{" "}
      <span className="muted">Your score is kept but your rating does not move. You cannot switch back.</span>
      {error && <p role="alert" className="notice">{error}</p>}
    </div>
  );
}
