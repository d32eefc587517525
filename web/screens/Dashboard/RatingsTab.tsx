// Ratings: per contest family the Elo-like rating with its uncertainty (±), rated contests, a
// provisional badge for the first 3, and the history as a sparkline with the latest changes listed.
import { graphql, useFragment } from "react-relay";
import type { RatingsTab_dashboard$key } from "../../__generated__/RatingsTab_dashboard.graphql.ts";


const formatDay = (value: unknown) => new Date(String(value)).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

function Sparkline(props: { points: readonly number[]; label: string }) {
  const width = 240;
  const height = 56;
  const pad = 4;
  if (props.points.length < 2) return null;
  const min = Math.min(...props.points);
  const max = Math.max(...props.points);
  const span = max - min || 1;
  const xy = props.points.map((value, index) => [
    pad + (index * (width - 2 * pad)) / (props.points.length - 1),
    height - pad - ((value - min) * (height - 2 * pad)) / span,
  ]);
  const last = xy[xy.length - 1];
  return (
    <svg className="sparkline" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={props.label}>
      <polyline points={xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx={last[0]} cy={last[1]} r="3" fill="currentColor" />
    </svg>
  );
}

export function RatingsTab(props: { dashboard: RatingsTab_dashboard$key }) {
  const { ratings } = useFragment(
    graphql`
      fragment RatingsTab_dashboard on Dashboard {
        ratings { family label rating games contests provisional uncertainty history { at rating } }
      }
    `,
    props.dashboard,
  );
  if (ratings.length === 0) {
    return <section className="card empty-state" role="status"><p>No rating information available yet.</p></section>;
  }
  return (
    <div className="ratings-grid">
      {ratings.map((entry) => {
        const { label } = entry;
        const recent = entry.history.slice(-5).reverse();
        return (
          <section key={entry.family} className="card rating-card" aria-label={label}>
            <header className="rating-card-header">
              <h2>{label}</h2>
              {entry.provisional && <span className="badge badge-provisional" title="Few rated questions so far: the rating still moves quickly">Provisional</span>}
            </header>
            <p className="rating-value">
              <strong>{entry.rating}</strong> <span className="rating-uncertainty" title="One standard error: about 2 times in 3 the student's level is within this of the rating">± {entry.uncertainty}</span>
            </p>
            <p className="muted rating-games">
              {entry.contests} rated {entry.contests === 1 ? "contest" : "contests"} · {entry.games} rated {entry.games === 1 ? "question" : "questions"}
            </p>
            <Sparkline points={entry.history.map((point) => point.rating)} label={`${label} rating history`} />
            {recent.length > 0 && (
              <ol className="plain-list rating-history" aria-label={`${label} rating history`}>
                {recent.map((point, index) => (
                  <li key={index}><span className="muted">{formatDay(point.at)}</span> <strong>{point.rating}</strong></li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
