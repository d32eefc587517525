import { graphql, useFragment } from "react-relay";
import type { LeaderboardCard_entries$key } from "../../__generated__/LeaderboardCard_entries.graphql.ts";

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
      {entries.length === 0 ? (
        <p className="empty">No leaderboard data yet</p>
      ) : (
        <table>
          <thead><tr><th>Rank</th><th>Student</th><th>Rating</th></tr></thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.userId}><td>{entry.rank}</td><td>{entry.username}</td><td>{entry.rating}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
