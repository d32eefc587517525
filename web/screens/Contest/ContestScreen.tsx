// The timed contest: /contest/{name}/{year}. The server owns the clock: the query issues a signed
// start token carrying startedAt, and the countdown is the duration minus the time since then.
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { ContestScreenQuery } from "../../__generated__/ContestScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { ContestSitting } from "./ContestSitting.tsx";
import { competitionLabel } from "./labels.ts";

export default function ContestScreen() {
  return (
    <ScreenError title="Error loading contest" action={<p><Link to="/mock-test">Back to AMC Tests</Link></p>}>
      <Contest />
    </ScreenError>
  );
}

function Contest() {
  const params = useParams();
  const name = params.name ?? "";
  const year = Number(params.year);
  if (!/^\d{4}$/.test(params.year ?? "")) throw new Error(`"${params.year ?? ""}" is not a contest year.`);
  // Every visit asks for a fresh token; a sitting kept in this browser may still win (ContestSitting).
  const { viewer, contest } = useLazyLoadQuery<ContestScreenQuery>(
    graphql`
      query ContestScreenQuery($name: String!, $year: Int!) {
        viewer { id }
        contest(name: $name, year: $year) {
          startToken
          ...ContestSitting_contest
        }
      }
    `,
    { name, year },
    { fetchPolicy: "network-only" },
  );
  if (!contest) throw new Error(`Contest not found: there is no ${competitionLabel(name)} ${year} contest to take.`);
  // A new token (new data) starts the sitting over: timer, answers and position.
  return <ContestSitting key={contest.startToken} contest={contest} signedIn={viewer !== null} />;
}
