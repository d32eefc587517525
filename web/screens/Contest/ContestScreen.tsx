// The timed contest: /contest/{name}/{year}. The server owns the clock and the sitting: the page
// sends the start token it kept (if any) and the server answers with the sitting to show, the same
// one resumed or a new one, and the seconds left on it.
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { ContestScreenQuery } from "../../__generated__/ContestScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { ContestSitting } from "./ContestSitting.tsx";
import { readKeptSitting, storageKey } from "./storage.ts";

export default function ContestScreen() {
  const params = useParams();
  return (
    <ScreenError title="Error loading contest" action={<p><Link to="/mock-test">Back to AMC Tests</Link></p>}>
      <Contest key={`${params.name}/${params.year}`} name={params.name ?? ""} year={params.year ?? ""} />
    </ScreenError>
  );
}

function Contest(props: { name: string; year: string }) {
  if (!/^\d{4}$/.test(props.year)) throw new Error(`"${props.year}" is not a contest year.`);
  const { name } = props;
  const year = Number(props.year);
  const key = storageKey(name, year);
  // Read once per contest visited, so the query's variables stay put while the sitting is kept.
  const [kept] = useState(() => readKeptSitting(key));
  const { viewer, choices, contest } = useLazyLoadQuery<ContestScreenQuery>(
    graphql`
      query ContestScreenQuery($name: String!, $year: Int!, $startToken: String) {
        viewer { id }
        choices { competitionLabel(name: $name) }
        contest(name: $name, year: $year, startToken: $startToken) {
          startToken
          ...ContestSitting_contest
        }
      }
    `,
    { name, year, startToken: kept?.startToken ?? null },
    { fetchPolicy: "network-only" },
  );
  if (!contest) throw new Error(`Contest not found: there is no ${choices.competitionLabel} ${year} contest to take.`);
  // A new sitting (another token) starts over: timer, answers and position.
  return <ContestSitting key={contest.startToken} contest={contest} kept={kept} storageKey={key} signedIn={viewer !== null} />;
}
