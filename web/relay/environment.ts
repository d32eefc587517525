// Relay environment: operations go to /graphql by their persisted id (doc_id), with cookies.
// Data stays fresh for 5 minutes (the signed-in status in the top bar is read from this cache).
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from "relay-runtime";
import { signInUrl } from "../links.ts";

const CACHE_MS = 5 * 60 * 1000;

type GraphQLErrorJson = { message?: string; extensions?: { code?: string } };

/** A query the server refused: its message and error code (FORBIDDEN, NOT_FOUND, ...). */
export class ServerError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null) {
    super(message);
    this.code = code;
  }
}

async function fetchGraphQL(params: RequestParameters, variables: Variables) {
  const body = params.id ? { doc_id: params.id, variables } : { query: params.text, variables };
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  const errors: GraphQLErrorJson[] = Array.isArray(json.errors) ? json.errors : [];
  // A call that needs a signed-in user sends the browser to sign in, and back here afterwards.
  if (response.status === 401 || errors.some((error) => error.extensions?.code === "UNAUTHENTICATED")) {
    window.location.assign(signInUrl());
    return new Promise<never>(() => {});
  }
  if (errors.length > 0 && !json.data) {
    throw new ServerError(errors[0].message ?? "An error occurred", errors[0].extensions?.code ?? null);
  }
  return json;
}

/** `records`: a server-rendered page's (web/ssr.tsx), so its queries are answered from the store. */
export function createEnvironment(records?: ConstructorParameters<typeof RecordSource>[0]): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource(records), { queryCacheExpirationTime: CACHE_MS }),
  });
}
