import { graphql, useFragment } from "react-relay";
import type { CompletionBar_completion$key } from "../__generated__/CompletionBar_completion.graphql.ts";

/** The viewer's completed practice questions out of all, as a bar and a line of text. */
export function CompletionBar(props: { completion: CompletionBar_completion$key; label: string }) {
  const completion = useFragment(
    graphql`
      fragment CompletionBar_completion on Completion {
        completed
        total
        rate
      }
    `,
    props.completion,
  );
  const percent = Math.round(completion.rate * 100);
  return (
    <div className="completion">
      <progress value={completion.completed} max={Math.max(completion.total, 1)} aria-label={props.label} />
      <span className="completion-text">
        {completion.completed} of {completion.total} questions completed ({percent}%)
      </span>
    </div>
  );
}
