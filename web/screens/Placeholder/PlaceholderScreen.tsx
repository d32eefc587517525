/** A route whose screen is not built yet: it names the page so links and tests can reach it. */
export default function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section className="card placeholder">
      <h1>{title}</h1>
      <p className="muted">This page is on its way.</p>
    </section>
  );
}
