import { Link, useLocation } from "react-router";

/** Any /app address no route knows: say so, and offer the places a student usually wants. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <section className="card not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>/app{pathname}</code>. The link may be mistyped or out of date.
      </p>
      <p>Try one of these instead:</p>
      <ul className="not-found-links">
        <li><Link to="/">Home</Link>: what to do next, and the question of the day</li>
        <li><Link to="/courses">Courses</Link>: lessons with worked examples</li>
        <li><Link to="/mock-test">AMC Tests</Link>: full contests under the real time limit</li>
        <li><Link to="/random">Practice</Link>: one problem at a time, near your level</li>
      </ul>
    </section>
  );
}
