import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { LeaderboardCard_entries$key } from "../../__generated__/LeaderboardCard_entries.graphql.ts";
import type { LeaderboardCard_standing$key } from "../../__generated__/LeaderboardCard_standing.graphql.ts";
import { LeaderboardTable } from "../../components/LeaderboardTable.tsx";

export function LeaderboardCard(props: {
  title: string;
  entries: LeaderboardCard_entries$key;
  /** The viewer's own place (null when signed out or unrated). */
  standing?: LeaderboardCard_standing$key | null;
  /** Below the table: a Show more button, say. */
  children?: ReactNode;
}) {
  const entries = useFragment(
    graphql`
      fragment LeaderboardCard_entries on LeaderboardEntry @relay(plural: true) {
        rank
        userId
        username
        rating
        isDemo
      }
    `,
    props.entries,
  );
  const standing = useFragment(
    graphql`
      fragment LeaderboardCard_standing on LeaderboardEntry {
        rank
        userId
        username
        rating
      }
    `,
    props.standing ?? null,
  );
  return (
    <section className="card leaderboard">
      <h2>{props.title}</h2>
      <LeaderboardTable entries={entries} viewer={standing ?? null} />
      {props.children}
    </section>
  );
}
