// One family's overall leaderboard on the mock test page: its first 10 places, and "Show more"
// for the next 10 (Leaderboard.entries, a connection), down to the last rated student.
import { graphql, usePaginationFragment } from "react-relay";
import type { OverallLeaderboard_leaderboard$key } from "../../__generated__/OverallLeaderboard_leaderboard.graphql.ts";
import type { LeaderboardCard_standing$key } from "../../__generated__/LeaderboardCard_standing.graphql.ts";
import { LeaderboardCard } from "../Home/LeaderboardCard.tsx";
import { ShowMore } from "../../components/ShowMore.tsx";

/** Places a page: the spec's overall boards show 10; each Show more adds 10. */
const BOARD_PAGE = 10;

export function OverallLeaderboard(props: { leaderboard: OverallLeaderboard_leaderboard$key; standing: LeaderboardCard_standing$key | null }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OverallLeaderboard_leaderboard on Leaderboard
      @refetchable(queryName: "OverallLeaderboardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        label
        entries(first: $count, after: $cursor) @connection(key: "OverallLeaderboard_entries") {
          edges { node { ...LeaderboardCard_entries } }
        }
      }
    `,
    props.leaderboard,
  );
  const entries = data.entries.edges.map((edge) => edge.node);
  return (
    <LeaderboardCard title={data.label} entries={entries} standing={props.standing}>
      <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} onShowMore={() => loadNext(BOARD_PAGE)} small />
    </LeaderboardCard>
  );
}
