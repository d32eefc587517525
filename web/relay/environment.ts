// Relay environment: operations go to /graphql by their persisted id (doc_id), with cookies.
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from "relay-runtime";

async function fetchGraphQL(params: RequestParameters, variables: Variables) {
  const body = params.id ? { doc_id: params.id, variables } : { query: params.text, variables };
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (Array.isArray(json.errors) && json.errors.length > 0 && !json.data) {
    throw new Error(json.errors[0].message ?? "An error occurred");
  }
  return json;
}

export function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
