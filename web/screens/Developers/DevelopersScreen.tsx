// /app/developers: the GraphQL API for partner tools, as docs/API.md tells it, with the limits read
// from this server (Query.apiLimits) rather than copied, so the page cannot drift from the config.
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type { DevelopersScreenQuery } from "../../__generated__/DevelopersScreenQuery.graphql.ts";

const number = (value: number) => value.toLocaleString("en-US");

const AUTH_EXAMPLE = `curl "$BOXED_URL/graphql" \\
  -H "Authorization: Bearer $BOXED_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ viewer { username } }"}'`;

const PAGE_EXAMPLE = `query Page($after: String) {
  viewer {
    parentRequests(first: 10, after: $after) {
      edges { cursor node { id email } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

const BUDGET_EXAMPLE = `query Budget {
  rateLimit { limit cost remaining restoreRate resetAt }
}`;

/** An example that scrolls sideways on a phone: a labelled region the keyboard can reach and scroll. */
function Example(props: { label: string; code: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard (WCAG 2.1.1).
    <pre className="code-block" role="region" aria-label={props.label} tabIndex={0}>
      <code>{props.code}</code>
    </pre>
  );
}

export default function DevelopersScreen() {
  const { apiLimits: limits, viewer } = useLazyLoadQuery<DevelopersScreenQuery>(
    graphql`
      query DevelopersScreenQuery {
        viewer { id }
        apiLimits {
          maxQueryCost
          budget
          restoreRate
          maxDepth
          maxAliases
          maxDirectives
          maxTokens
          maxListItems
          maxOperationListItems
          defaultPageSize
          maxPageSize
          requestsPerMinute
          maxBodyBytes
          anonymousIntrospection
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const origin = window.location.origin;
  return (
    <div className="developers">
      <h1>For developers</h1>
      <p>
        Partner tools (a school's learning system, a tutoring app, a math club's dashboard) read Boxed through one GraphQL endpoint,{" "}
        <code>{origin}/graphql</code>, with an API token. Try it in <a href="/graphql">GraphiQL</a>; the web client's REST routes are described as OpenAPI 3.1
        at <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>

      <section className="card" aria-labelledby="token-title">
        <h2 id="token-title">Getting a token</h2>
        <ol>
          <li>
            {viewer ? "Open" : "Sign in and open"} your <Link to="/user#api-tokens">profile's API tokens</Link>.
          </li>
          <li>
            Name the token and choose its access: <strong>Read only</strong> may only query; <strong>Read and write</strong> may also run mutations. Choose when
            it expires.
          </li>
          <li>
            Copy the secret (it starts with <code>bxd_</code>): it is shown once, and Boxed keeps only a hash.
          </li>
        </ol>
        <p>Your profile lists each token with when it was made, last used and expires. Revoke one there and it stops working at once.</p>
        <p>
          A token reads what its owner may see: a parent's or teacher's token reads a student's answers and contests only after the student accepted the link
          request (the profile's <strong>Student accounts</strong>).
        </p>
      </section>

      <section className="card" aria-labelledby="auth-title">
        <h2 id="auth-title">Authentication</h2>
        <p>
          Send the token in the <code>Authorization</code> header as <code>Bearer</code>:
        </p>
        <Example label="Example: a query with a token" code={AUTH_EXAMPLE} />
        <p>
          In GraphiQL, put <code>{'{"Authorization": "Bearer bxd_…"}'}</code> in the Headers tab.
        </p>
      </section>

      <section className="card" aria-labelledby="pages-title">
        <h2 id="pages-title">Pagination</h2>
        <p>
          Lists that can grow are Relay connections (their type's name ends in <code>Connection</code>). Ask for a page with <code>first</code> and, for the
          next one, <code>after</code> set to the <code>pageInfo.endCursor</code> of the page before; or page from the end with <code>last</code> and{" "}
          <code>before</code>. A page holds {number(limits.defaultPageSize)} items unless you ask for another size, and at most {number(limits.maxPageSize)}.
        </p>
        <Example label="Example: paging through a connection" code={PAGE_EXAMPLE} />
        <p>
          Keep asking while <code>pageInfo.hasNextPage</code> is true, and mind your budget between pages: every connection pages the same way.
        </p>
      </section>

      <section className="card" aria-labelledby="costs-title">
        <h2 id="costs-title">Costs and limits</h2>
        <p>
          Every operation has a cost, worked out before it runs: 1 point for each object a field can return, a list counting as many objects as its page size (
          <code>first</code> or <code>last</code>); scalars and introspection are free. Every answer reports it in <code>extensions.cost</code> (requested,
          actual, and your budget left).
        </p>
        <p>
          Your <strong>budget</strong> holds {number(limits.budget)} points and regains {number(limits.restoreRate)} points a second, per token (per user in the
          web client, per address for anonymous callers), shared by every Boxed server. Ask for it at any time:
        </p>
        <Example label="Example: asking for the budget" code={BUDGET_EXAMPLE} />
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">The limits of this server</caption>
            <thead>
              <tr>
                <th scope="col">Limit</th>
                <th scope="col">Value</th>
                <th scope="col">When passed</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">One operation's cost</th>
                <td>{number(limits.maxQueryCost)} points</td>
                <td>
                  <code>QUERY_COST_LIMIT_EXCEEDED</code>, "Query cost limit: …"
                </td>
              </tr>
              <tr>
                <th scope="row">Budget</th>
                <td>
                  {number(limits.budget)} points, +{number(limits.restoreRate)} a second
                </td>
                <td>
                  HTTP 429 with <code>Retry-After</code>, <code>THROTTLED</code>, "Rate limit (cost budget): …"
                </td>
              </tr>
              <tr>
                <th scope="row">Depth</th>
                <td>{number(limits.maxDepth)} levels</td>
                <td>
                  <code>DEPTH_LIMIT_EXCEEDED</code>, "Query depth limit: …"
                </td>
              </tr>
              <tr>
                <th scope="row">Aliases</th>
                <td>{number(limits.maxAliases)}</td>
                <td>
                  <code>ALIAS_LIMIT_EXCEEDED</code>, "Alias limit: …"
                </td>
              </tr>
              <tr>
                <th scope="row">Directives</th>
                <td>{number(limits.maxDirectives)}</td>
                <td>
                  <code>DIRECTIVE_LIMIT_EXCEEDED</code>, "Directive limit: …"
                </td>
              </tr>
              <tr>
                <th scope="row">Tokens in a document</th>
                <td>{number(limits.maxTokens)}</td>
                <td>
                  <code>TOKEN_LIMIT_EXCEEDED</code>, "Token limit: …"
                </td>
              </tr>
              <tr>
                <th scope="row">Page size (first, last)</th>
                <td>{number(limits.maxPageSize)} items</td>
                <td>
                  <code>BAD_USER_INPUT</code>, "Page size limit: …"
                </td>
              </tr>
              <tr>
                <th scope="row">List arguments</th>
                <td>
                  {number(limits.maxListItems)} items each, {number(limits.maxOperationListItems)} in all
                </td>
                <td>
                  <code>BAD_USER_INPUT</code>
                </td>
              </tr>
              <tr>
                <th scope="row">Requests</th>
                <td>
                  {number(limits.requestsPerMinute)} a minute per token or user, {number(limits.requestsPerMinute * 2)} per address
                </td>
                <td>
                  HTTP 429 with <code>Retry-After</code>
                </td>
              </tr>
              <tr>
                <th scope="row">Request body</th>
                <td>{number(limits.maxBodyBytes / 1024)} KB</td>
                <td>HTTP 413</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Each limit's error names it and carries <code>extensions.limit</code>. After a 429, wait the <code>Retry-After</code> seconds (or until your budget
          covers the next cost) and send the same request again.
        </p>
      </section>

      <section className="card" aria-labelledby="errors-title">
        <h2 id="errors-title">Errors</h2>
        <ul>
          <li>
            <strong>401</strong>: the token does not work (unknown, revoked, expired, or not sent as <code>Bearer &lt;token&gt;</code>). It is never treated as
            anonymous; the <code>WWW-Authenticate</code> header says why, and the error's code is <code>UNAUTHENTICATED</code>.
          </li>
          <li>
            <strong>429</strong>: too many requests, or the budget is spent. <code>Retry-After</code> says how many seconds to wait.
          </li>
          <li>
            <strong>413</strong>: the request body is too large.
          </li>
          <li>
            GraphQL errors carry <code>extensions.code</code>: <code>UNAUTHENTICATED</code>, <code>FORBIDDEN</code> (a read-only token's mutation, or something
            not yours), <code>BAD_USER_INPUT</code>, <code>GRAPHQL_VALIDATION_FAILED</code>, the limit codes above, and <code>INTERNAL_SERVER_ERROR</code>{" "}
            (ours; it never holds details).
          </li>
          <li>
            Refusals you can act on are results, not errors: mutations answer their result or <code>InputError {"{ message field }"}</code>.
          </li>
        </ul>
      </section>

      <section className="card" aria-labelledby="schema-title">
        <h2 id="schema-title">The schema</h2>
        <p>
          Every type, field, argument and enum value has a description, which GraphiQL's documentation shows. Introspection is open to API tokens and signed-in
          users; {limits.anonymousIntrospection ? "on this server anonymous callers may introspect too" : "anonymous callers are refused (send your token)"}.
          Nothing is removed from the schema without being deprecated first.
        </p>
        <ul>
          <li>
            <a href="/graphql">GraphiQL</a>: try queries with your token
          </li>
          <li>
            <a href="/api/openapi.json">/api/openapi.json</a>: the OpenAPI 3.1 document of the web client's REST routes
          </li>
        </ul>
      </section>
    </div>
  );
}
