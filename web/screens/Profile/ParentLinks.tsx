// The student's side of student links: requests to Accept or Decline, and linked parents to remove.
import { graphql, useFragment } from "react-relay";
import { toast } from "../../components/toast.ts";
import type { ParentLinks_user$key } from "../../__generated__/ParentLinks_user.graphql.ts";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useAcceptParent, useRemoveParent } from "./parentLinkMutations.ts";
import { Email } from "../../components/Email.tsx";

/** On the profile: requests and linked parents. On the home page (`requestsOnly`): pending requests, if any. */
export function ParentLinks(props: { user: ParentLinks_user$key; requestsOnly?: boolean }) {
  const links = useFragment(
    graphql`
      # A student has a few parents and teachers; 20 each keeps the profile's query under the
      # server's cost limit next to the parent's 100 requests and the API tokens.
      fragment ParentLinks_user on User {
        parentRequests(first: 20) @connection(key: "ParentLinks_parentRequests") {
          __id
          edges { node { id parentUserId username email } }
        }
        parents(first: 20) @connection(key: "ParentLinks_parents") {
          __id
          edges { node { id parentUserId username email } }
        }
      }
    `,
    props.user,
  );
  const parentRequests = links.parentRequests.edges.map((edge) => edge.node);
  const parents = links.parents.edges.map((edge) => edge.node);
  // Accepting moves the link from the requests to the parents; declining or removing drops it.
  const requests = [links.parentRequests.__id];
  const both = [links.parentRequests.__id, links.parents.__id];
  const [accept, accepting] = useAcceptParent();
  const [remove, removing] = useRemoveParent();
  const busy = accepting || removing;

  /** Runs a change; `action` answers the server's refusal message, or null. */
  async function run(action: () => Promise<string | null>, done: string) {
    try {
      const refused = await action();
      if (refused) return void toast.error(refused);
      toast.success(done);
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }

  const acceptRequest = (parentUserId: number) =>
    run(async () => inputErrorOf((await accept({ parentUserId, requests, parents: [links.parents.__id] })).acceptParent), "Request accepted");
  const removeLink = (parentUserId: number, done: string) =>
    run(async () => {
      await remove({ parentUserId, connections: both });
      return null;
    }, done);

  const shownParents = props.requestsOnly ? [] : parents;
  if (parentRequests.length === 0 && shownParents.length === 0) return null;
  return (
    <section className="card" aria-labelledby="parents-title">
      <h2 id="parents-title">Parents and teachers</h2>
      {parentRequests.map((parent) => (
        <div key={parent.id} className="notice" role="status">
          <p><strong>{parent.username}</strong> (<Email address={parent.email} />) asks to follow your progress: your dashboard, email and grade.</p>
          <p>
            <button type="button" className="button" disabled={busy} onClick={() => void acceptRequest(parent.parentUserId)}>Accept</button>{" "}
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => void removeLink(parent.parentUserId, "Request declined")}>Decline</button>
          </p>
        </div>
      ))}
      {shownParents.length > 0 && (
        <table className="table">
          <thead><tr><th>Linked parent</th><th>Email</th><th /></tr></thead>
          <tbody>
            {shownParents.map((parent) => (
              <tr key={parent.id}>
                <td>{parent.username}</td>
                <td><Email address={parent.email} /></td>
                <td><button type="button" className="button button-secondary" disabled={busy} onClick={() => void removeLink(parent.parentUserId, "Parent removed")}>Remove</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
