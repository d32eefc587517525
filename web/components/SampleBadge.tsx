/** Marks original practice content written for Boxed (not an official contest problem). */
export function SampleBadge() {
  return (
    <span className="badge badge-sample" title="Original practice content written for Boxed, not an official contest problem">
      Sample content
    </span>
  );
}
