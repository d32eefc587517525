import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { toast } from "../../components/toast.ts";
import type { ApiTokens_user$key } from "../../__generated__/ApiTokens_user.graphql.ts";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useCreateApiToken, useRevokeApiToken } from "./mutations.ts";

type Access = "READ" | "READ_WRITE";
const formatDate = (value: unknown) => (value ? new Date(String(value)).toLocaleDateString() : "—");

/** Tokens for partner tools, sent as `Authorization: Bearer` to /graphql. */
export function ApiTokens(props: { user: ApiTokens_user$key; lifetimes: readonly number[] }) {
  const { apiTokens: connection } = useFragment(
    graphql`
      fragment ApiTokens_user on User {
        apiTokens(first: 100) @connection(key: "ApiTokens_apiTokens") {
          __id
          edges { node { id name access createdAt lastUsedAt revokedAt expiresAt } }
        }
      }
    `,
    props.user,
  );
  const apiTokens = connection.edges.map((edge) => edge.node);
  const [createToken, creating] = useCreateApiToken();
  const [revokeToken] = useRevokeApiToken();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<Access>("READ");
  const [lifetimeDays, setLifetimeDays] = useState(props.lifetimes[0]);
  const [secret, setSecret] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    // The new token's edge goes to the top of the list (@prependNode): no reload.
    const result = (await createToken({ name, access, lifetimeDays, connections: [connection.__id] })).createApiToken;
    const message = inputErrorOf(result);
    if (message) return void toast.error(message);
    if (result.__typename === "CreatedApiToken") setSecret(result.token);
    setName("");
  }

  async function revoke(id: string) {
    const message = inputErrorOf((await revokeToken({ id })).revokeApiToken);
    if (message) toast.error(message);
    else toast.success("Token revoked");
  }

  return (
    <section className="card" id="api-tokens" aria-labelledby="tokens-title">
      <h2 id="tokens-title">API tokens</h2>
      <p className="muted">For partner tools: send a token as <code>Authorization: Bearer …</code> to <code>/graphql</code>. <Link to="/developers">How to use the API</Link></p>
      {secret && (
        <div className="notice" role="status">
          <strong>Copy your new token now; it will not be shown again.</strong>
          <code className="secret" data-testid="new-token">{secret}</code>
        </div>
      )}
      {apiTokens.length > 0 && (
        <table className="table">
          <thead><tr><th>Name</th><th>Access</th><th>Created</th><th>Last used</th><th>Expires</th><th><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {apiTokens.map((token) => (
              <tr key={token.id} className={token.revokedAt ? "revoked" : undefined}>
                <td>{token.name}</td>
                <td>{token.access === "READ" ? "Read only" : "Read and write"}</td>
                <td>{formatDate(token.createdAt)}</td>
                <td>{formatDate(token.lastUsedAt)}</td>
                <td>{formatDate(token.expiresAt)}</td>
                <td>
                  {token.revokedAt ? <span className="badge">Revoked</span> : (
                    <button type="button" className="button button-small button-secondary" onClick={() => void revoke(token.id)}>Revoke</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="inline-form" onSubmit={create} aria-label="Create an API token">
        <span className="inline-field">
          <label htmlFor="token-name">Token name</label>
          <input id="token-name" required maxLength={60} value={name} onChange={(event) => setName(event.target.value)} placeholder="My study tracker" />
        </span>
        <span className="inline-field">
          <label htmlFor="token-access">Access</label>
          <select id="token-access" value={access} onChange={(event) => setAccess(event.target.value as Access)}>
            <option value="READ">Read only</option>
            <option value="READ_WRITE">Read and write</option>
          </select>
        </span>
        <span className="inline-field">
          <label htmlFor="token-lifetime">Expires after</label>
          <select id="token-lifetime" value={lifetimeDays} onChange={(event) => setLifetimeDays(Number(event.target.value))}>
            {props.lifetimes.map((days) => <option key={days} value={days}>{days} days</option>)}
          </select>
        </span>
        <button type="submit" className="button" disabled={creating}>{creating ? "Creating…" : "Create token"}</button>
      </form>
    </section>
  );
}
