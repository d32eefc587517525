import { Link } from "react-router";

/** A route whose screen is not built yet (checkout): it names the page and says what to do meanwhile. */
export default function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section className="card placeholder">
      <h1>{title}</h1>
      <p>Online payment is not open yet, so there is nothing to buy today.</p>
      <p className="muted">
        Premium will add similar-problem practice. Courses, lessons, every mock contest and full solutions stay free:{" "}
        <Link to="/">back to your home page</Link>.
      </p>
    </section>
  );
}
