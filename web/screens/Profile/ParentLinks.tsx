// The student's side of student links: requests to Accept or Decline, and linked parents to remove.
import { graphql, useFragment } from "react-relay";
import { toast } from "sonner";
import type { ParentLinks_user$key } from "../../__generated__/ParentLinks_user.graphql.ts";
import { useAcceptParent, useRemoveParent } from "./mutations.ts";

/** On the profile: requests and linked parents. On the home page (`requestsOnly`): pending requests, if any. */
export function ParentLinks(props: { user: ParentLinks_user$key; requestsOnly?: boolean }) {
  const { parentRequests, parents } = useFragment(
    graphql`
      fragment ParentLinks_user on User {
        parentRequests { parentUserId username email }
        parents { parentUserId username email }
      }
    `,
    props.user,
  );
  const [accept, accepting] = useAcceptParent();
  const [remove, removing] = useRemoveParent();
  const busy = accepting || removing;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }

  const shownParents = props.requestsOnly ? [] : parents;
  if (parentRequests.length === 0 && shownParents.length === 0) return null;
  return (
    <section className="card" aria-labelledby="parents-title">
      <h2 id="parents-title">Parents and teachers</h2>
      {parentRequests.map((parent) => (
        <div key={parent.parentUserId} className="notice" role="status">
          <p><strong>{parent.username}</strong> ({parent.email}) asks to follow your progress: your dashboard, email and grade.</p>
          <p>
            <button type="button" className="button" disabled={busy} onClick={() => run(() => accept({ parentUserId: parent.parentUserId }), "Request accepted")}>Accept</button>{" "}
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => run(() => remove({ parentUserId: parent.parentUserId }), "Request declined")}>Decline</button>
          </p>
        </div>
      ))}
      {shownParents.length > 0 && (
        <table className="table">
          <thead><tr><th>Linked parent</th><th>Email</th><th /></tr></thead>
          <tbody>
            {shownParents.map((parent) => (
              <tr key={parent.parentUserId}>
                <td>{parent.username}</td>
                <td>{parent.email}</td>
                <td><button type="button" className="button button-secondary" disabled={busy} onClick={() => run(() => remove({ parentUserId: parent.parentUserId }), "Parent removed")}>Remove</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
