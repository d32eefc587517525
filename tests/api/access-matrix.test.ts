// Who may do what: every call below is tried by every kind of caller, and the table says what each
// one gets. Reading the table is reading the access rules:
//   - a user's account (even the username) and private details belong to the user, the parent who
//     linked them, and admins (tests/api/node-access.test.ts walks every node type);
//   - a parent reads only their own students: the student, not the subscriber next door;
//   - user(userId) needs sign-in and answers null for someone the viewer may not follow;
//   - an API token acts as its owner on /graphql; a read-only one cannot change anything;
//   - a revoked token is refused on /graphql (401, never served as anonymous), and no token counts
//     on the cookie-only /api routes.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, bearer, browser, errorCodes, graphql, rest, type Caller, type GraphQLResult } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const ACTORS = ["anonymous", "student", "parent", "admin", "student's read-only token", "student's revoked token"] as const;
type Actor = (typeof ACTORS)[number];

/**
 * What a caller gets. GraphQL: "ok" (the right data), "null", or the error code. REST: the HTTP
 * status, and for /api/user/status whether it answers "signed in" (as the caller) or "anonymous".
 * Anything else comes back as a description, so a failing cell says what it got instead.
 */
type Outcome = "ok" | "null" | "UNAUTHENTICATED" | "FORBIDDEN" | "signed in" | "anonymous" | 200 | 401 | 403 | (string & {}) | (number & {});

const STUDENT = "student@boxed.test";
const PARENT = "parent@boxed.test";
const SUBSCRIBER = "subscriber@boxed.test";
const ADMIN = "admin@boxed.test";

/** Whose account the caller acts for when it succeeds. */
const ACTS_AS: Record<Actor, string | null> = {
  anonymous: null,
  student: STUDENT,
  parent: PARENT,
  admin: ADMIN,
  "student's read-only token": STUDENT,
  "student's revoked token": STUDENT,
};

const callers = {} as Record<Actor, Caller>;
const ids = {} as { student: number; parent: number; subscriber: number };

beforeAll(async () => {
  const { baseUrl } = app();
  const student = browser((await signIn(baseUrl, STUDENT)).jar);
  callers.anonymous = anonymous;
  callers.student = student;
  callers.parent = browser((await signIn(baseUrl, PARENT)).jar);
  callers.admin = browser((await signIn(baseUrl, ADMIN)).jar);

  // The student makes two tokens in the browser and revokes the read-write one, so that only
  // revocation (not read-only access) can explain what it is refused.
  const create = async (name: string, access: "READ" | "READ_WRITE") => {
    const result = await graphql(baseUrl, student, `mutation ($name: String!, $access: ApiTokenAccess!) {
      createApiToken(name: $name, access: $access) { ... on CreatedApiToken { token apiToken { id } } }
    }`, { name, access });
    if (!result.data?.createApiToken?.token) throw new Error(`createApiToken failed: ${JSON.stringify(result)}`);
    return result.data.createApiToken as { token: string; apiToken: { id: string } };
  };
  const readOnly = await create("Matrix read-only", "READ");
  const revoked = await create("Matrix revoked", "READ_WRITE");
  const revocation = await graphql(baseUrl, student, `mutation ($id: ID!) { revokeApiToken(id: $id) { ... on ApiToken { revokedAt } } }`, {
    id: revoked.apiToken.id,
  });
  if (!revocation.data?.revokeApiToken?.revokedAt) throw new Error(`revokeApiToken failed: ${JSON.stringify(revocation)}`);
  callers["student's read-only token"] = bearer(readOnly.token);
  callers["student's revoked token"] = bearer(revoked.token);

  const idOf = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).id;
  ids.student = await idOf(STUDENT);
  ids.parent = await idOf(PARENT);
  ids.subscriber = await idOf(SUBSCRIBER);
});

// ---------------------------------------------------------------------------------------------
// The calls. Each runs as one actor and reports its Outcome; calls that change data also say
// whether the data changed, and put it back, so no later cell depends on an earlier one.

type Call = {
  run(actor: Actor, cell: number): Promise<Outcome>;
  /** For calls that write: did this cell's call change the data? */
  changed?(actor: Actor, cell: number): Promise<boolean>;
  /** Puts back what this cell may have changed. */
  reset?(cell: number): Promise<void>;
};

const ask = (actor: Actor, query: string, variables: Record<string, unknown> = {}) => graphql(app().baseUrl, callers[actor], query, variables);
const call = (actor: Actor, method: "GET" | "POST", path: string, body?: Record<string, unknown>) =>
  rest(app().baseUrl, callers[actor], method, path, body);

/** A GraphQL answer as an Outcome: its one error code, "null", or "ok" when `isRight` holds. */
function graphqlOutcome(result: GraphQLResult, value: unknown, isRight: (value: any) => boolean): Outcome {
  const codes = [...new Set(errorCodes(result))];
  if (codes.length === 1) return codes[0];
  if (codes.length > 1) return `several errors: ${codes.join(", ")}`;
  if (value === null || value === undefined) return "null";
  if ((value as { __typename?: string }).__typename === "InputError") return `InputError: ${(value as { message: string }).message}`;
  return isRight(value) ? "ok" : `unexpected answer ${JSON.stringify(value)}`;
}

/** A REST answer as an Outcome: the status, once the body has the documented shape for it. */
function restOutcome(response: { status: number; body: any }, isRight: (body: any) => boolean): Outcome {
  if (response.status === 401) return response.body?.detail === "Sign in required." ? 401 : `401 ${JSON.stringify(response.body)}`;
  if (response.status === 200) return isRight(response.body) ? 200 : `200 ${JSON.stringify(response.body)}`;
  return typeof response.body?.detail === "string" ? response.status : `${response.status} ${JSON.stringify(response.body)}`;
}

const globalUserId = (id: number) => Buffer.from(`User:${id}`).toString("base64");
const usernameOf = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).username;
const difficultyOf = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).difficultyLevel;
const setDifficulty = (email: string, difficultyLevel: number | null) => db().user.update({ where: { email }, data: { difficultyLevel } });

/** A username no account has yet, for this cell. */
const newName = (cell: number) => `Renamed in cell ${cell}`;
/** Puts back every account this cell renamed, from the names they had when the file started. */
const originalNames = new Map<number, string>();
beforeAll(async () => {
  for (const user of await db().user.findMany()) originalNames.set(user.id, user.username);
});
async function undoRename(cell: number) {
  for (const user of await db().user.findMany({ where: { username: newName(cell) } })) {
    await db().user.update({ where: { id: user.id }, data: { username: originalNames.get(user.id)! } });
  }
}

const CALLS = {
  "viewer.email": {
    async run(actor) {
      const result = await ask(actor, `{ viewer { email } }`);
      return graphqlOutcome(result, result.data?.viewer, (viewer) => viewer.email === ACTS_AS[actor]);
    },
  },

  "user(student).email": {
    async run(actor) {
      const result = await ask(actor, `query ($id: Int!) { user(userId: $id) { email studentGrade } }`, { id: ids.student });
      return graphqlOutcome(result, result.data?.user, (user) => user.email === STUDENT && user.studentGrade === 8);
    },
  },

  "user(subscriber).email": {
    async run(actor) {
      const result = await ask(actor, `query ($id: Int!) { user(userId: $id) { email } }`, { id: ids.subscriber });
      return graphqlOutcome(result, result.data?.user, (user) => user.email === SUBSCRIBER);
    },
  },

  "user(parent).email": {
    async run(actor) {
      const result = await ask(actor, `query ($id: Int!) { user(userId: $id) { email } }`, { id: ids.parent });
      return graphqlOutcome(result, result.data?.user, (user) => user.email === PARENT);
    },
  },

  // node(id) answers a user the caller may not see as null, exactly as an id that does not exist.
  "node(subscriber).username": {
    async run(actor) {
      const result = await ask(actor, `query ($id: ID!) { node(id: $id) { ... on User { username } } }`, { id: globalUserId(ids.subscriber) });
      return graphqlOutcome(result, result.data?.node, (user) => user.username === "Sam Subscriber");
    },
  },

  "node(subscriber).email": {
    async run(actor) {
      const result = await ask(actor, `query ($id: ID!) { node(id: $id) { ... on User { email } } }`, { id: globalUserId(ids.subscriber) });
      return graphqlOutcome(result, result.data?.node, (user) => user.email === SUBSCRIBER);
    },
  },

  "viewer.apiTokens": {
    async run(actor) {
      const result = await ask(actor, `{ viewer { apiTokens { edges { node { name } } } } }`);
      const names = (tokens: { edges: { node: { name: string } }[] }) => tokens.edges.map((edge) => edge.node.name).sort();
      const own = actor === "student" ? ["Matrix read-only", "Matrix revoked"] : [];
      return graphqlOutcome(result, result.data?.viewer?.apiTokens, (tokens) => JSON.stringify(names(tokens)) === JSON.stringify(own));
    },
  },

  "updateUsername(self)": {
    async run(actor, cell) {
      const result = await ask(actor, `mutation ($name: String!) {
        updateUsername(username: $name) { __typename ... on InputError { message } ... on User { username email } }
      }`, { name: newName(cell) });
      return graphqlOutcome(result, result.data?.updateUsername, (user) => user.username === newName(cell) && user.email === ACTS_AS[actor]);
    },
    changed: async (_actor, cell) => (await db().user.count({ where: { username: newName(cell) } })) > 0,
    reset: undoRename,
  },

  "saveStudent(new email)": {
    async run(actor, cell) {
      const result = await ask(actor, `mutation ($email: String!) {
        saveStudent(studentEmail: $email, studentGrade: 5) { __typename ... on InputError { message } ... on StudentSaved { pendingRequest { email grade status } } }
      }`, { email: `new.student.${cell}@example.org` });
      return graphqlOutcome(result, result.data?.saveStudent, ({ pendingRequest: request }) => request?.email === `new.student.${cell}@example.org` && request.grade === 5 && request.status === "PENDING");
    },
    async changed(actor, cell) {
      // A pending request keyed by email; no account is created on the student's behalf.
      expect(await db().user.count({ where: { email: `new.student.${cell}@example.org` } })).toBe(0);
      const invites = await db().studentInvite.findMany({ where: { email: `new.student.${cell}@example.org` }, include: { parent: true } });
      expect(invites.map((invite) => invite.parent.email)).toEqual(invites.length ? [ACTS_AS[actor]] : []);
      return invites.length > 0;
    },
  },

  // AccessDenied in a mutation: the level of someone who is not your student.
  "updateDifficulty(subscriber)": {
    async run(actor) {
      const result = await ask(actor, `mutation ($email: String!) {
        updateDifficulty(difficultyLevel: 4, studentEmail: $email) { __typename ... on InputError { message } ... on User { email difficultyLevel } }
      }`, { email: SUBSCRIBER });
      return graphqlOutcome(result, result.data?.updateDifficulty, (user) => user.email === SUBSCRIBER && user.difficultyLevel === 4);
    },
    changed: async () => (await difficultyOf(SUBSCRIBER)) === 4,
    reset: async () => void (await setDifficulty(SUBSCRIBER, null)),
  },

  "GET /api/user/status": {
    async run(actor) {
      const { status, body } = await call(actor, "GET", "/api/user/status");
      if (status !== 200) return status;
      if (body.is_signed_in === false && body.current_user === null && body.username === null) return "anonymous";
      return body.is_signed_in === true && body.current_user === ACTS_AS[actor] ? "signed in" : `unexpected status ${JSON.stringify(body)}`;
    },
  },

  "GET /api/user/profile": {
    async run(actor) {
      return restOutcome(await call(actor, "GET", "/api/user/profile"), (body) => body.user.useremail === ACTS_AS[actor]);
    },
  },

  // The student's name, by email: themself and admins may; the parent may not.
  "POST /api/user/update-username(student)": {
    async run(actor, cell) {
      const response = await call(actor, "POST", "/api/user/update-username", { useremail: STUDENT, username: newName(cell) });
      return restOutcome(response, (body) => body.success === true && body.username === newName(cell) && body.useremail === STUDENT);
    },
    changed: async (_actor, cell) => (await usernameOf(STUDENT)) === newName(cell),
    reset: undoRename,
  },

  "POST /api/user/update(new student)": {
    async run(actor, cell) {
      const response = await call(actor, "POST", "/api/user/update", { useremail: ACTS_AS[actor], student_email: `rest.student.${cell}@example.org`, student_grade: 6 });
      return restOutcome(response, (body) => body.request.useremail === `rest.student.${cell}@example.org` && body.request.student_grade === 6);
    },
    changed: async (_actor, cell) => (await db().studentInvite.count({ where: { email: `rest.student.${cell}@example.org` } })) > 0,
  },

  "POST /api/user/update-difficulty(student)": {
    async run(actor) {
      const response = await call(actor, "POST", "/api/user/update-difficulty", { student_email: STUDENT, difficult_level: 3 });
      return restOutcome(response, (body) => body.useremail === STUDENT && body.difficult_level === 3);
    },
    changed: async () => (await difficultyOf(STUDENT)) === 3,
    reset: async () => void (await setDifficulty(STUDENT, null)),
  },
} satisfies Record<string, Call>;

// ---------------------------------------------------------------------------------------------
// The matrix. Columns are the ACTORS, in order.

const U = "UNAUTHENTICATED";
const F = "FORBIDDEN";

// prettier-ignore
const MATRIX: Record<keyof typeof CALLS, [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  //                                              anonymous    student      parent       admin        read-only token  revoked token
  "viewer.email":                                ["null",      "ok",        "ok",        "ok",        "ok",            U],
  "user(student).email":                         [U,           "ok",        "ok",        "ok",        "ok",            U],
  "user(subscriber).email":                      [U,           "null",      "null",      "ok",        "null",          U],
  "user(parent).email":                          [U,           "null",      "ok",        "ok",        "null",          U],
  "node(subscriber).username":                   ["null",      "null",      "null",      "ok",        "null",          U],
  "node(subscriber).email":                      ["null",      "null",      "null",      "ok",        "null",          U],
  "viewer.apiTokens":                            ["null",      "ok",        "ok",        "ok",        F,               U],
  "updateUsername(self)":                        [U,           "ok",        "ok",        "ok",        F,               U],
  "saveStudent(new email)":                      [U,           "ok",        "ok",        "ok",        F,               U],
  "updateDifficulty(subscriber)":                [U,           F,           F,           "ok",        F,               U],
  "GET /api/user/status":                        ["anonymous", "signed in", "signed in", "signed in", "anonymous",     "anonymous"],
  "GET /api/user/profile":                       [401,         200,         200,         200,         401,             401],
  "POST /api/user/update-username(student)":     [401,         200,         403,         200,         401,             401],
  "POST /api/user/update(new student)":          [401,         200,         200,         200,         401,             401],
  "POST /api/user/update-difficulty(student)":   [401,         200,         200,         200,         401,             401],
};

const cells = Object.entries(MATRIX).flatMap(([name, outcomes]) =>
  ACTORS.map((actor, column) => ({ name: name as keyof typeof CALLS, actor, expected: outcomes[column] })),
).map((cell, index) => ({ ...cell, cell: index, label: `${cell.actor} · ${cell.name} → ${cell.expected}` }));

describe("who may do what", () => {
  // "%s" rather than "$label": vitest shortens $-interpolated values to 40 characters.
  it.each(cells.map((cell) => [cell.label, cell] as const))("%s", async (_label, { name, actor, expected, cell }) => {
    const call: Call = CALLS[name];
    try {
      expect(await call.run(actor, cell)).toBe(expected);
      // A call that writes changes the data exactly when it succeeds.
      if (call.changed) expect(await call.changed(actor, cell)).toBe(expected === "ok" || expected === 200);
    } finally {
      await call.reset?.(cell);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Rules the matrix cannot show in one call.

describe("linking students", () => {
  it("a parent cannot make someone else's existing account their student by typing its email", async () => {
    const before = await db().user.findUniqueOrThrow({ where: { email: SUBSCRIBER } });
    try {
      const result = await ask("parent", `mutation {
        saveStudent(studentEmail: "${SUBSCRIBER}", studentGrade: 3) { __typename ... on InputError { message } ... on StudentSaved { pendingRequest { status } } }
      }`);
      // Only a request, pending until the subscriber accepts it; nothing of the account is shown.
      expect(result.data?.saveStudent).toEqual({ __typename: "StudentSaved", pendingRequest: { status: "PENDING" } });
      expect(await db().studentLink.count({ where: { parentId: ids.parent, studentId: ids.subscriber, status: "ACCEPTED" } })).toBe(0);
      expect((await db().user.findUniqueOrThrow({ where: { email: SUBSCRIBER } })).studentGrade).toBe(before.studentGrade);
      expect((await ask("parent", `query ($id: Int!) { user(userId: $id) { email } }`, { id: ids.subscriber })).data?.user).toBeNull();
    } finally {
      await db().studentLink.deleteMany({ where: { parentId: ids.parent, studentId: ids.subscriber } });
      await db().user.update({ where: { email: SUBSCRIBER }, data: { studentGrade: before.studentGrade } });
    }
  });
});

describe("private fields in a mutation's answer", () => {
  it("a subscriber renaming themself reads their own isSubscriber in the answer", async () => {
    const subscriber = browser((await signIn(app().baseUrl, SUBSCRIBER)).jar);
    const result = await graphql(app().baseUrl, subscriber, `mutation {
      updateUsername(username: "Sam Subscriber") { __typename ... on User { username isSubscriber subscription { plan } } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateUsername).toEqual({ __typename: "User", username: "Sam Subscriber", isSubscriber: true, subscription: { plan: "MONTHLY" } });
  });
});
