type Entry = { readonly rank: number; readonly userId: number; readonly username: string; readonly rating: number };

/** Rank, student and rating; the spec's empty state when nobody is rated yet. */
export function LeaderboardTable({ entries, rankLabel = "Rank" }: { entries: readonly Entry[]; rankLabel?: string }) {
  if (entries.length === 0) return <p className="empty">No leaderboard data yet</p>;
  return (
    <table>
      <thead><tr><th>{rankLabel}</th><th>Student</th><th>Rating</th></tr></thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.userId}><td>{entry.rank}</td><td>{entry.username}</td><td>{entry.rating}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
