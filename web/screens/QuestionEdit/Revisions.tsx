// The question editor's revisions: each save's author, time and changed fields, and Restore,
// which puts the fields back as they were before that save (refused over a newer version).
import { graphql } from "react-relay";
import { toast } from "../../components/toast.ts";
import type { RevisionsRestoreMutation } from "../../__generated__/RevisionsRestoreMutation.graphql.ts";
import { inputErrorOf, useMutationAsync } from "../../relay/useMutationAsync.ts";

type Revision = { readonly revisionId: number; readonly createdAt: unknown; readonly changed: readonly string[]; readonly editorName: string | null | undefined };

export function Revisions(props: { revisions: readonly Revision[]; openedAt: unknown; onRestored: () => void }) {
  const [restore, restoring] = useMutationAsync<RevisionsRestoreMutation>(graphql`
    mutation RevisionsRestoreMutation($revisionId: Int!, $openedAt: DateTime) {
      restoreQuestionRevision(revisionId: $revisionId, openedAt: $openedAt) {
        __typename
        ... on InputError { message }
        ... on QuestionDraft { updatedAt }
      }
    }
  `);
  async function send(revisionId: number) {
    try {
      const { restoreQuestionRevision } = await restore({ revisionId, openedAt: props.openedAt });
      const problem = inputErrorOf(restoreQuestionRevision);
      if (problem) return void toast.error(problem);
      toast.success("Revision restored");
      props.onRestored();
    } catch (failure) {
      toast.error((failure as Error).message || "Failed to update question");
    }
  }
  return (
    <section className="card" aria-labelledby="revisions-title">
      <h2 id="revisions-title">Revisions</h2>
      {props.revisions.length === 0 ? (
        <p className="empty">No saves yet.</p>
      ) : (
        <ul className="revisions">
          {props.revisions.map((revision) => (
            <li key={revision.revisionId}>
              <div>
                <strong>{new Date(String(revision.createdAt)).toLocaleString()}</strong> · {revision.editorName ?? "unknown"}
                <div className="muted">Changed: {revision.changed.join(", ")}</div>
              </div>
              <button type="button" className="button button-secondary button-small" disabled={restoring} onClick={() => send(revision.revisionId)}>
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
