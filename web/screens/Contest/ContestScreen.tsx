// The timed contest: /contest/{name}/{year}. The server owns the clock and the sitting: the page
// sends the start token it kept (if any) and the server answers with the sitting to show, the same
// one resumed or a new one, and the seconds left on it.
import { graphql, loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import { Link, useLocation, useParams } from "react-router";
import type { ContestScreenQuery as ContestScreenQueryType } from "../../__generated__/ContestScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { ContestSitting } from "./ContestSitting.tsx";
import { readKeptSitting, storageKey, type KeptSitting } from "./storage.ts";

const ContestScreenQuery = graphql`
  query ContestScreenQuery($name: String!, $year: Int!, $startToken: String) {
    viewer { id }
    choices { competitionLabel(name: $name) }
    contest(name: $name, year: $year, startToken: $startToken) {
      startToken
      ...ContestSitting_contest
    }
  }
`;

/**
 * One request per visit of the page (the router's location key), whatever React's mounting does:
 * every answer to an anonymous visitor is a new sitting, so a query fetched again on a remount
 * (React StrictMode in development mounts twice) got a new sitting, rendered it, and fetched again.
 * The sitting kept in localStorage is read once per visit, with the request it goes into.
 */
type Visit = { key: string; kept: KeptSitting | null; query: PreloadedQuery<ContestScreenQueryType> };
let visit: Visit | null = null;

function visitOf(environment: IEnvironment, key: string, name: string, year: number): Visit {
  if (visit?.key !== key) {
    visit?.query.dispose();
    const kept = readKeptSitting(storageKey(name, year));
    const query = loadQuery<ContestScreenQueryType>(environment, ContestScreenQuery, { name, year, startToken: kept?.startToken ?? null }, { fetchPolicy: "network-only" });
    visit = { key, kept, query };
  }
  return visit;
}

export default function ContestScreen() {
  const params = useParams();
  return (
    <ScreenError title="Error loading contest" action={<p><Link to="/mock-test">Back to AMC Tests</Link></p>}>
      <Contest key={`${params.name}/${params.year}`} name={params.name ?? ""} year={params.year ?? ""} visitKey={useLocation().key} />
    </ScreenError>
  );
}

function Contest(props: { name: string; year: string; visitKey: string }) {
  if (!/^\d{4}$/.test(props.year)) throw new Error(`"${props.year}" is not a contest year.`);
  const { name } = props;
  const year = Number(props.year);
  const key = storageKey(name, year);
  const { kept, query } = visitOf(useRelayEnvironment(), `${props.visitKey}/${key}`, name, year);
  const { viewer, choices, contest } = usePreloadedQuery<ContestScreenQueryType>(ContestScreenQuery, query);
  if (!contest) throw new Error(`Contest not found: there is no ${choices.competitionLabel} ${year} contest to take.`);
  // A new sitting (another token) starts over: timer, answers and position.
  return <ContestSitting key={contest.startToken} contest={contest} kept={kept} storageKey={key} signedIn={viewer !== null} />;
}
