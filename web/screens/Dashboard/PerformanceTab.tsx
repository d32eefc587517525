// Performance Over Time: per lesson, a bar per month of correct answers out of all attempts.
import { graphql, useFragment } from "react-relay";
import type { PerformanceTab_dashboard$key } from "../../__generated__/PerformanceTab_dashboard.graphql.ts";

/** A bar's width in percent: the share correct, at least 4 so every month stays visible. */
export const barWidth = (correct: number, total: number) => Math.max(4, total > 0 ? Math.round((correct / total) * 100) : 0);

const monthLabel = (month: string) => {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
};

export function PerformanceTab(props: { dashboard: PerformanceTab_dashboard$key }) {
  const { performance } = useFragment(
    graphql`
      fragment PerformanceTab_dashboard on Dashboard {
        performance { lessonId lessonName months { month correct total } }
      }
    `,
    props.dashboard,
  );
  if (performance.length === 0) {
    return <section className="card empty-state" role="status"><p>No lesson practice yet: answers in lessons show here month by month.</p></section>;
  }
  return (
    <div className="performance-grid">
      {performance.map((lesson) => (
        <section key={lesson.lessonId} className="card performance-lesson" aria-label={lesson.lessonName}>
          <h2>{lesson.lessonName}</h2>
          <ul className="bar-chart" aria-label={`Correct answers per month in ${lesson.lessonName}`}>
            {lesson.months.map((month) => (
              <li key={month.month} className="bar-row">
                <span className="bar-label">{monthLabel(month.month)}</span>
                <span className="bar-track">
                  <span className="bar-fill" style={{ width: `${barWidth(month.correct, month.total)}%` }} />
                </span>
                <span className="bar-value">{month.correct}/{month.total} correct</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
