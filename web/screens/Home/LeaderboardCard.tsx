import { graphql, useFragment } from "react-relay";
import type { LeaderboardCard_entries$key } from "../../__generated__/LeaderboardCard_entries.graphql.ts";
import { LeaderboardTable } from "../../components/LeaderboardTable.tsx";

export function LeaderboardCard(props: { title: string; entries: LeaderboardCard_entries$key }) {
  const entries = useFragment(
    graphql`
      fragment LeaderboardCard_entries on LeaderboardEntry @relay(plural: true) {
        rank
        userId
        username
        rating
      }
    `,
    props.entries,
  );
  return (
    <section className="card leaderboard">
      <h2>{props.title}</h2>
      <LeaderboardTable entries={entries} />
    </section>
  );
}
