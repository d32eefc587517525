// API tokens for partner tools: made and revoked in the browser, shown once, stored hashed, used as
// `Authorization: Bearer` on /graphql, read-only or read-write, and worthless once revoked.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { bearer, browser, errorCodes, graphql, rest, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const STUDENT = "student@boxed.test";
let student: Caller;
let parent: Caller;

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, STUDENT)).jar);
  parent = browser((await signIn(app().baseUrl, "parent@boxed.test")).jar);
});

const nodesOf = <T>(connection: { edges: { node: T }[] }) => connection.edges.map((edge) => edge.node);
const ask = (caller: Caller, query: string, variables: Record<string, unknown> = {}) => graphql(app().baseUrl, caller, query, variables);

const CREATE = `mutation ($name: String!, $access: ApiTokenAccess!) {
  createApiToken(name: $name, access: $access) {
    __typename
    ... on CreatedApiToken { token apiToken { id name access revokedAt } }
    ... on InputError { message field }
  }
}`;
const REVOKE = `mutation ($id: ID!) {
  revokeApiToken(id: $id) { __typename ... on ApiToken { id revokedAt } ... on InputError { message field } }
}`;
const RENAME = `mutation ($name: String!) {
  updateUsername(username: $name) { __typename ... on User { username } ... on InputError { message } }
}`;

/** Makes a token from the student's browser session. */
async function newToken(name: string, access: "READ" | "READ_WRITE") {
  const result = await ask(student, CREATE, { name, access });
  expect(result.errors).toBeUndefined();
  expect(result.data.createApiToken.__typename).toBe("CreatedApiToken");
  return result.data.createApiToken as { token: string; apiToken: { id: string; name: string; access: string; revokedAt: string | null } };
}

/** POST /graphql with this Authorization header: the status, the WWW-Authenticate challenge and the body. */
async function refusal(authorization: string, query: string) {
  const response = await fetch(`${app().baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authorization },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, challenge: response.headers.get("www-authenticate"), body: await response.json() };
}

const rowOf = (globalId: string) => db().apiToken.findUniqueOrThrow({ where: { id: Number(Buffer.from(globalId, "base64").toString().split(":")[1]) } });
const studentName = async () => (await db().user.findUniqueOrThrow({ where: { email: STUDENT } })).username;
const tokenCount = () => db().apiToken.count();

describe("making a token", () => {
  it("is done in the browser; the secret starts with bxd_ and is shown only in that answer", async () => {
    const created = await newToken("Practice tracker", "READ");
    expect(created.token).toMatch(/^bxd_[A-Za-z0-9_-]{20,}$/);
    expect(created.apiToken).toMatchObject({ name: "Practice tracker", access: "READ", revokedAt: null });

    const listed = await ask(student, `{ viewer { apiTokens { edges { node { id name access revokedAt } } } } }`);
    expect(nodesOf(listed.data.viewer.apiTokens)).toContainEqual(created.apiToken);
    // The listing has no field that could carry the secret.
    const again = await ask(student, `{ viewer { apiTokens { edges { node { token } } } } }`);
    expect(again.errors?.[0].message).toMatch(/Cannot query field "token" on type "ApiToken"/);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it("keeps only a hash of the secret in the database", async () => {
    const created = await newToken("Hashed", "READ");
    const row = await rowOf(created.apiToken.id);
    expect(row.tokenHash).not.toBe(created.token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
  });

  it("needs a name of 1 to 60 characters, and makes nothing otherwise", async () => {
    const before = await tokenCount();
    for (const name of ["", "   ", "x".repeat(61)]) {
      const result = await ask(student, CREATE, { name, access: "READ" });
      expect(result.data.createApiToken).toEqual({ __typename: "InputError", message: "Token name must be 1 to 60 characters long.", field: "name" });
    }
    expect(await tokenCount()).toBe(before);
  });

  it("is listed only to its owner in the browser, not to an admin", async () => {
    const admin = browser((await signIn(app().baseUrl, "admin@boxed.test")).jar);
    const studentId = (await db().user.findUniqueOrThrow({ where: { email: STUDENT } })).id;
    const result = await ask(admin, `query ($id: Int!) { user(userId: $id) { email apiTokens { edges { node { name } } } } }`, { id: studentId });
    expect(errorCodes(result)).toEqual(["FORBIDDEN"]);
  });
});

describe("using a token", () => {
  it("acts as its owner on /graphql and records when it was last used", async () => {
    const created = await newToken("Owner check", "READ");
    expect((await rowOf(created.apiToken.id)).lastUsedAt).toBeNull();
    const result = await ask(bearer(created.token), `{ viewer { email username } }`);
    expect(result.data.viewer).toEqual({ email: STUDENT, username: await studentName() });
    expect((await rowOf(created.apiToken.id)).lastUsedAt).toBeInstanceOf(Date);
  });

  it("a read-only token may query, but its mutations are refused and change nothing", async () => {
    const { token } = await newToken("Read only", "READ");
    const name = await studentName();
    const result = await ask(bearer(token), RENAME, { name: "Renamed by a reader" });
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toEqual([expect.objectContaining({ message: "This API token is read-only.", extensions: { code: "FORBIDDEN" } })]);
    expect(await studentName()).toBe(name);
  });

  it("a read-write token may rename its owner", async () => {
    const { token } = await newToken("Read write", "READ_WRITE");
    const name = await studentName();
    try {
      const result = await ask(bearer(token), RENAME, { name: "Renamed by a tool" });
      expect(result.data.updateUsername).toEqual({ __typename: "User", username: "Renamed by a tool" });
      expect(await studentName()).toBe("Renamed by a tool");
    } finally {
      await db().user.update({ where: { email: STUDENT }, data: { username: name } });
    }
  });

  it("an unknown or malformed token is refused with 401 and WWW-Authenticate, never served as anonymous", async () => {
    for (const [authorization, message] of [
      ["Bearer bxd_not-a-token-anyone-was-given", "This API token is not valid."],
      ["Token bxd_whatever", "Send the API token as: Authorization: Bearer <token>."],
    ]) {
      const refused = await refusal(authorization, `{ viewer { email } }`);
      expect(refused).toEqual({ status: 401, challenge: expect.stringMatching(/^Bearer realm="Boxed GraphQL", error="invalid_token"/), body: { errors: [{ message, extensions: { code: "UNAUTHENTICATED" } }] } });
    }
    expect((await refusal("Bearer bxd_not-a-token-anyone-was-given", RENAME)).status).toBe(401);
  });

  it("expires: made for 90 days by default, and nobody once that has passed", async () => {
    const { token, apiToken } = await newToken("Expiring", "READ");
    const row = await rowOf(apiToken.id);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(90, 3);
    expect((await ask(bearer(token), `{ viewer { email } }`)).data).toEqual({ viewer: { email: STUDENT } });
    await db().apiToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const refused = await refusal(`Bearer ${token}`, `{ viewer { email } }`);
    expect(refused).toMatchObject({ status: 401, body: { errors: [{ message: "This API token has expired.", extensions: { code: "UNAUTHENTICATED" } }] } });
    expect(refused.challenge).toContain('error_description="This API token has expired."');
  });

  it("does not work on the cookie-only /api routes", async () => {
    const { token } = await newToken("Not for REST", "READ_WRITE");
    const name = await studentName();
    expect(await rest(app().baseUrl, bearer(token), "GET", "/api/user/profile")).toEqual({ status: 401, body: { detail: "Sign in required." } });
    const rename = await rest(app().baseUrl, bearer(token), "POST", "/api/user/update-username", { useremail: STUDENT, username: "Renamed over REST" });
    expect(rename.status).toBe(401);
    expect(await studentName()).toBe(name);
  });
});

describe("a token cannot manage tokens", () => {
  it("cannot list, make or revoke tokens, even read-write", async () => {
    const created = await newToken("Tool", "READ_WRITE");
    const tool = bearer(created.token);
    const before = await tokenCount();

    expect(errorCodes(await ask(tool, `{ viewer { apiTokens { edges { node { name } } } } }`))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await ask(tool, CREATE, { name: "Minted by a tool", access: "READ_WRITE" }))).toEqual(["FORBIDDEN"]);
    expect(await tokenCount()).toBe(before);

    expect(errorCodes(await ask(tool, REVOKE, { id: created.apiToken.id }))).toEqual(["FORBIDDEN"]);
    expect((await rowOf(created.apiToken.id)).revokedAt).toBeNull();
    expect((await ask(tool, `{ viewer { email } }`)).data.viewer.email).toBe(STUDENT);
  });
});

describe("revoking a token", () => {
  it("another user cannot revoke it: to them there is no such token", async () => {
    const created = await newToken("Mine", "READ");
    const result = await ask(parent, REVOKE, { id: created.apiToken.id });
    expect(result.data.revokeApiToken).toEqual({ __typename: "InputError", message: "No such token.", field: "id" });
    expect((await rowOf(created.apiToken.id)).revokedAt).toBeNull();
    expect((await ask(bearer(created.token), `{ viewer { email } }`)).data.viewer.email).toBe(STUDENT);
  });

  it("turns the token away with 401 (queries and mutations alike), and nothing changes", async () => {
    const created = await newToken("Soon revoked", "READ_WRITE");
    const tool = bearer(created.token);
    expect((await ask(tool, `{ viewer { email } }`)).data.viewer.email).toBe(STUDENT);

    const revoked = await ask(student, REVOKE, { id: created.apiToken.id });
    expect(revoked.data.revokeApiToken).toMatchObject({ __typename: "ApiToken", id: created.apiToken.id, revokedAt: expect.any(String) });
    const listed = await ask(student, `{ viewer { apiTokens { edges { node { id revokedAt } } } } }`);
    expect(nodesOf(listed.data.viewer.apiTokens)).toContainEqual({ id: created.apiToken.id, revokedAt: revoked.data.revokeApiToken.revokedAt });

    const name = await studentName();
    const refused = await refusal(`Bearer ${created.token}`, `{ viewer { email } }`);
    expect(refused).toMatchObject({ status: 401, body: { errors: [{ message: "This API token has been revoked.", extensions: { code: "UNAUTHENTICATED" } }] } });
    expect(refused.challenge).toMatch(/^Bearer realm=/);
    const rename = await ask(tool, RENAME, { name: "Renamed after revocation" });
    expect(rename.status).toBe(401);
    expect(errorCodes(rename)).toEqual(["UNAUTHENTICATED"]);
    expect(await studentName()).toBe(name);

    // Revoking again keeps the first revocation time.
    const twice = await ask(student, REVOKE, { id: created.apiToken.id });
    expect(twice.data.revokeApiToken.revokedAt).toBe(revoked.data.revokeApiToken.revokedAt);
  });
});

describe("a token's lifetime", () => {
  const CREATE_FOR = `mutation ($name: String!, $days: Int) {
    createApiToken(name: $name, access: READ, lifetimeDays: $days) {
      __typename
      ... on CreatedApiToken { apiToken { createdAt expiresAt } }
      ... on InputError { message field }
    }
  }`;
  const daysOf = (token: { createdAt: string; expiresAt: string }) => (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;

  it("is chosen from the lifetimes the schema lists, 90 days unless said otherwise", async () => {
    expect((await ask(student, "{ apiTokenLifetimes }")).data.apiTokenLifetimes).toEqual([90, 30, 365]);
    const chosen = await ask(student, CREATE_FOR, { name: "Short", days: 30 });
    expect(daysOf(chosen.data.createApiToken.apiToken)).toBe(30);
    const defaulted = await ask(student, CREATE_FOR, { name: "Default" });
    expect(daysOf(defaulted.data.createApiToken.apiToken)).toBe(90);
  });

  it("refuses any other lifetime and creates nothing", async () => {
    const before = await db().apiToken.count();
    const refused = await ask(student, CREATE_FOR, { name: "Forever", days: 100_000 });
    expect(refused.data.createApiToken).toEqual({ __typename: "InputError", message: "A token lasts 30, 90 or 365 days.", field: "lifetimeDays" });
    expect(await db().apiToken.count()).toBe(before);
  });
});
