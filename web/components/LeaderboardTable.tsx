type Entry = {
  readonly rank: number;
  readonly userId: number;
  readonly username: string;
  readonly rating: number;
  readonly isDemo?: boolean;
};

/**
 * Rank, student and rating; the spec's empty state when nobody is rated yet. The viewer's row is
 * marked, and when the viewer is below the rows shown their own place follows ("You: #123").
 */
export function LeaderboardTable({
  entries,
  rankLabel = "Rank",
  viewer = null,
}: { entries: readonly Entry[]; rankLabel?: string; viewer?: Entry | null }) {
  if (entries.length === 0 && !viewer) return <p className="empty">No leaderboard data yet</p>;
  const viewerShown = viewer !== null && entries.some((entry) => entry.userId === viewer.userId);
  return (
    <>
      <table>
        <thead><tr><th>{rankLabel}</th><th>Student</th><th>Rating</th></tr></thead>
        <tbody>
          {entries.map((entry) => {
            const mine = entry.userId === viewer?.userId;
            return (
              <tr key={entry.userId} className={mine ? "leaderboard-you" : undefined} aria-current={mine ? "true" : undefined}>
                <td>{entry.rank}</td>
                <td>
                  {entry.username}
                  {mine && <> <span className="badge badge-you">You</span></>}
                  {entry.isDemo && <> <span className="badge badge-demo" title="An invented student of the demo community">Demo</span></>}
                </td>
                <td>{entry.rating}</td>
              </tr>
            );
          })}
          {viewer && !viewerShown && (
            <tr className="leaderboard-you leaderboard-you-below" aria-current="true">
              <td colSpan={2}>You: #{viewer.rank}</td>
              <td>{viewer.rating}</td>
            </tr>
          )}
        </tbody>
      </table>
      {entries.some((entry) => entry.isDemo) && (
        <p className="muted small">Demo students are invented, to show how the board fills up.</p>
      )}
    </>
  );
}
