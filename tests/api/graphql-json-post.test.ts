// A JSON POST to /graphql answered as JSON runs straight through Yoga's operation pipeline
// (server/graphql/jsonPost.ts), not through Yoga's HTTP layer. Its answers must be Yoga's own:
// for each Accept header and body below, the server's answer (status, content type, CORS headers,
// body) is compared with what Yoga's whole handling gives the same request in-process.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { JSON_ANSWER_POLICY, jsonAnswerType } from "../../server/graphql/jsonPost.ts";
import TOP_BAR from "../../web/__generated__/TopBarQuery.graphql.ts";

const app = useTestApp();

type Answer = { status: number; headers: Record<string, string | null>; body: unknown };

const COMPARED_HEADERS = ["content-type", "access-control-allow-origin", "access-control-allow-credentials", "access-control-allow-headers", "access-control-allow-methods", "vary"];

/** The answer as a client reads it; the cost report left out (each call spends the budget it shows). */
async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
    delete (body as { extensions?: { cost?: unknown } }).extensions?.cost;
    if (JSON.stringify((body as { extensions?: object }).extensions) === "{}") delete (body as { extensions?: object }).extensions;
  } catch {
    // not JSON: compared as text
  }
  const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, body };
}

const bodies: Record<string, unknown> = {
  "a query": { query: "{ __typename }" },
  "a query with variables": { query: "query ($first: Int) { leaderboard(family: AMC8, first: $first) { rank } }", variables: { first: 2 } },
  "a page size over the limit": { query: "query ($first: Int) { leaderboard(family: AMC8, first: $first) { rank } }", variables: { first: 1000 } },
  "a field that does not exist": { query: "{ nope }" },
  "text that does not parse": { query: "{" },
  "two operations and no name": { query: "query A { __typename } query B { __typename }" },
  "a query that is not text": { query: 5 },
  "an unknown parameter": { query: "{ __typename }", colour: "blue" },
  "the web client's persisted top bar": { doc_id: TOP_BAR.params.id, variables: {} },
  "an unknown persisted document": { doc_id: "not-a-document", variables: {} },
  "a mutation refused to an anonymous caller": { query: "mutation { addToPrintout(questionId: 1) { __typename } }" },
};

const accepts: (string | undefined)[] = [
  undefined,
  "*/*",
  "application/json",
  "application/graphql-response+json",
  "application/graphql-response+json, application/json",
  "application/json, application/graphql-response+json;charset=utf-8",
  "application/*",
  "application/json; charset=iso-8859-1, application/graphql-response+json",
  "text/html, application/json;q=0.9",
];

describe("a JSON POST to /graphql", () => {
  for (const [name, body] of Object.entries(bodies)) {
    it(`answers ${name} as Yoga itself does, whatever JSON it accepts`, async () => {
      for (const accept of accepts) {
        for (const extra of [{}, { origin: "https://partner.example" }, { origin: app().baseUrl }, { authorization: "Bearer not-a-token" }] as Record<string, string>[]) {
          const headers = { "content-type": "application/json", ...(accept ? { accept } : {}), ...extra };
          const served = await read(await fetch(`${app().baseUrl}/graphql`, { method: "POST", headers, body: JSON.stringify(body) }));
          const yogas = await read(
            await app().yoga.fetch(`${app().baseUrl}/graphql`, { method: "POST", headers, body: JSON.stringify(body) }, { clientAddress: "127.0.0.1", paysCost: true }),
          );
          expect({ accept, ...extra, ...served }).toEqual({ accept, ...extra, ...yogas });
        }
      }
    });
  }

  it("is answered with a policy that lets a JSON answer load nothing, when it runs directly", async () => {
    const response = await fetch(`${app().baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(await response.json()).toMatchObject({ data: { __typename: "Query" } });
    expect(response.headers.get("content-security-policy")).toBe(JSON_ANSWER_POLICY);
  });

  it("leaves to Yoga an answer asked as an event stream, and GraphiQL's page its nonce policy", async () => {
    const stream = await fetch(`${app().baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(await stream.text()).toContain('"__typename":"Query"');
    const page = await fetch(`${app().baseUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+'/);
  });
});

describe("the JSON answer type of an Accept header", () => {
  it("is the first JSON type the header lists, application/json when a wildcard covers both", () => {
    expect(jsonAnswerType(undefined)).toBe("application/json");
    expect(jsonAnswerType("application/graphql-response+json, application/json")).toBe("application/graphql-response+json");
    expect(jsonAnswerType("application/json, application/graphql-response+json")).toBe("application/json");
    expect(jsonAnswerType("application/*")).toBe("application/json");
    expect(jsonAnswerType("text/event-stream")).toBeNull();
    expect(jsonAnswerType("application/json; charset=iso-8859-1")).toBeNull();
  });
});
