// The top of a signed-in student's home page: ratings, streak, what to do next and recent
// activity, each exactly as the server decided them (Query.studentHome).
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { StudentHomePanel_home$key } from "../../__generated__/StudentHomePanel_home.graphql.ts";
import { PracticeStreakCard } from "./PracticeStreakCard.tsx";

const signed = (change: number) => (change >= 0 ? `+${change}` : `−${Math.abs(change)}`);
// In English and in UTC, the days the streak counts: the server renders this page too (web/ssr.tsx),
// and the browser then shows the same text.
const when = (at: string) => new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function StudentHomePanel(props: { home: StudentHomePanel_home$key; name: string }) {
  const home = useFragment(
    graphql`
      fragment StudentHomePanel_home on StudentHome {
        ratings { family label rating games provisional rank lastChange }
        streak { ...PracticeStreakCard_streak }
        nextSteps { kind title detail path }
        recentActivity { kind at title detail path }
      }
    `,
    props.home,
  );
  return (
    <div className="student-home">
      <h1 className="student-home-title">Welcome back, {props.name}</h1>
      <div className="student-home-grid">
        <section className="card next-steps" aria-labelledby="next-steps-title">
          <h2 id="next-steps-title">What to do next</h2>
          <ol className="next-step-list">
            {home.nextSteps.map((step) => (
              <li key={step.kind}>
                <Link to={step.path} className="next-step">
                  <strong>{step.title}</strong>
                  <span className="muted">{step.detail}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
        <PracticeStreakCard streak={home.streak} />
        <section className="card home-ratings" aria-labelledby="home-ratings-title">
          <h2 id="home-ratings-title">Your ratings</h2>
          {home.ratings.length === 0 ? (
            <p className="empty">Your first contest gives you a rating. <Link to="/mock-test">Choose a contest</Link></p>
          ) : (
            <ul className="rating-tiles">
              {home.ratings.map((rating) => (
                <li key={rating.family} className="rating-tile">
                  <span className="rating-tile-label">{rating.label}</span>
                  <strong className="rating-tile-value">{rating.rating}</strong>
                  <span className="muted small">
                    {rating.rank != null && <>#{rating.rank} on the board · </>}
                    {rating.lastChange != null && <>last contest {signed(rating.lastChange)}</>}
                    {rating.provisional && <> · provisional</>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="small"><Link to="/space?tab=ratings">Rating history</Link></p>
        </section>
        <section className="card recent-activity" aria-labelledby="recent-activity-title">
          <h2 id="recent-activity-title">Recent activity</h2>
          {home.recentActivity.length === 0 ? (
            <p className="empty">Nothing yet this month. Your answers, lessons and contests will show here.</p>
          ) : (
            <ul className="activity-list">
              {home.recentActivity.map((item) => (
                <li key={`${item.kind}-${item.at}-${item.title}`}>
                  <span className="muted small activity-date">{when(item.at)}</span>{" "}
                  {item.path ? <Link to={item.path}>{item.title}</Link> : <span>{item.title}</span>}
                  <span className="muted small"> · {item.detail}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
