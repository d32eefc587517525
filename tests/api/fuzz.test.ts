// Hostile input, generated: 10,000 seeded requests to /graphql and /api, anonymous and signed in,
// with odd paths, query strings, bodies, content types and GraphQL documents. Whatever they say,
// the app answers without a server error and without leaking a stack trace.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { useTestApp } from "../support/testApp.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";

const app = useTestApp();
let jar: CookieJar;

beforeAll(async () => {
  jar = (await signIn(app().baseUrl, "student@boxed.test")).jar;
});

const RUNS = 10_000;

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "", " ", "0", "-1", "1e99", "99999999999", "NaN", "null", "../..", "%00", "\u0000", "a\u0000b", "\ud800", "<script>", "' OR 1=1 --",
      "AMC_10A", "AMC_8", "2024", "A", "007", "x".repeat(5000),
    ),
  },
  fc.integer().map(String),
);
const oddJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddText, fc.integer(), fc.constant(null));

const API_GETS = [
  "/api/home/", "/api/courses/", "/api/courses/:id", "/api/section-notes/", "/api/mock-test/", "/api/contest/:name/:year",
  "/api/space/dashboard", "/api/questions/:id", "/api/questions/by-competition/:name/:year/:number", "/api/user/status", "/api/user/profile",
];
const API_POSTS = [
  "/api/section-notes/submit-answer", "/api/contest/submit", "/api/random/random", "/api/random/submit_answer",
  "/api/user/update-username", "/api/user/update", "/api/user/update-difficulty", "/api/questions/:id",
];
const API_FIELDS = [
  "question_id", "user_answer", "lession_id", "sid", "competition_name", "competition_year", "answers", "time_spent", "ts", "mode",
  "competition_filter", "category_filter", "limit", "review_days", "tag", "attempts", "useremail", "username", "student_email",
  "student_grade", "difficult_level", "id", "userid",
];

/** A path segment; a lone surrogate becomes the malformed UTF-8 it would be on the wire. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** Mostly the route's own method, sometimes another. */
const routeAndMethod = fc.oneof(
  { weight: 9, arbitrary: fc.oneof(fc.constantFrom(...API_GETS).map((path) => ({ path, method: "GET" })), fc.constantFrom(...API_POSTS).map((path) => ({ path, method: "POST" }))) },
  fc.record({ path: fc.constantFrom(...API_GETS, ...API_POSTS), method: fc.constantFrom("GET", "POST", "PUT", "DELETE") }),
);

const apiRequest = fc.record({
  route: fc.tuple(routeAndMethod, fc.array(oddText, { minLength: 3, maxLength: 3 })).map(([{ path, method }, params]) => ({
    method,
    path: path.replace(/:\w+/g, () => pathSegment(params.pop() ?? "")),
  })),
  query: fc.dictionary(fc.constantFrom(...API_FIELDS), oddText, { maxKeys: 3 }),
  body: fc.oneof(fc.dictionary(fc.constantFrom(...API_FIELDS), oddJson, { maxKeys: 6 }), oddJson),
  contentType: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data"),
});

const GRAPHQL_DOCUMENTS = [
  "{ viewer { username email studentGrade apiTokens { edges { node { name } } } } }",
  "query($id: ID!) { node(id: $id) { id ... on Question { text reveal { answer } } ... on User { email } } }",
  "query($ids: [ID!]!) { nodes(ids: $ids) { id } }",
  "query($questionId: Int!) { question(questionId: $questionId) { text viewerState { attemptsLeft } similarQuestions { questionId } } }",
  "query($name: String!, $year: Int!) { contest(name: $name, year: $year) { startToken questions { text } } }",
  "query($userId: Int) { dashboard(userId: $userId) { __typename } }",
  "mutation($questionId: Int!, $answer: String!) { submitAnswer(questionId: $questionId, answer: $answer) { __typename ... on BaseError { message } } }",
  "mutation($startToken: String!, $answers: [ContestAnswerInput!]!) { submitContest(startToken: $startToken, answers: $answers) { __typename } }",
  "mutation($username: String!) { updateUsername(username: $username) { __typename } }",
  "mutation($studentEmail: String!, $studentGrade: Int!) { saveStudent(studentEmail: $studentEmail, studentGrade: $studentGrade) { __typename } }",
  "{ a: viewer { b: viewer { c: viewer { username } } } }",
  "query { ...F } fragment F on Query { ...F }",
  "{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }",
  "{",
  "mutation { submitAnswer(questionId: 99999999999, answer: \"A\") { __typename } }",
];

const graphqlRequest = fc.record({
  query: fc.oneof(fc.constantFrom(...GRAPHQL_DOCUMENTS), oddText),
  variables: fc.oneof(
    fc.dictionary(fc.constantFrom("id", "ids", "questionId", "answer", "name", "year", "userId", "startToken", "answers", "username", "studentEmail", "studentGrade"), oddJson, { maxKeys: 5 }),
    oddJson,
  ),
  operationName: fc.option(oddText, { nil: undefined }),
  viaGet: fc.boolean(),
});

const request = fc.record({ signedIn: fc.boolean(), target: fc.oneof(apiRequest.map((api) => ({ api })), graphqlRequest.map((graphql) => ({ graphql }))) });

function encode(body: unknown, contentType: string): string {
  if (contentType === "application/x-www-form-urlencoded" && body && typeof body === "object") {
    return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])).toString();
  }
  return typeof body === "string" && contentType !== "application/json" ? body : JSON.stringify(body);
}

describe("hostile requests", () => {
  it(`${RUNS} generated requests: no 5xx and no stack trace`, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ signedIn, target }) => {
        const headers: Record<string, string> = signedIn ? { cookie: jar.header(), origin: app().baseUrl } : {};
        let response: LightMyRequestResponse;
        if ("api" in target) {
          const { route: { method, path }, query, body, contentType } = target.api;
          const search = new URLSearchParams(query).toString();
          response = await app().fastify.inject({
            method: method as "GET",
            url: `${path}${search ? `?${search}` : ""}`,
            headers: { ...headers, ...(method === "GET" ? {} : { "content-type": contentType }) },
            ...(method === "GET" ? {} : { payload: encode(body, contentType) }),
          });
        } else {
          const { query, variables, operationName, viaGet } = target.graphql;
          response = viaGet
            ? await app().fastify.inject({
                method: "GET",
                url: `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables ?? null) })}`,
                headers: { ...headers, accept: "application/json" },
              })
            : await app().fastify.inject({
                method: "POST",
                url: "/graphql",
                headers: { ...headers, "content-type": "application/json", accept: "application/json" },
                payload: JSON.stringify({ query, variables, operationName }),
              });
        }
        const leaked = /\n\s+at |"stack"|node_modules|\.ts:\d+/.test(response.body);
        if (response.statusCode >= 500 || leaked) failures.push(`${response.statusCode} ${JSON.stringify(target).slice(0, 300)} -> ${response.body.slice(0, 300)}`);
        return response.statusCode < 500 && !leaked;
      }),
      { numRuns: RUNS, seed: 20261122, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
