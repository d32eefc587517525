// Student links with consent (issue 10, case 5): a parent's request is pending until the student
// accepts it; nothing of the student is visible before; no account is made on anyone's behalf.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, graphql, rest, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let parent: Caller;
let kid: Caller;
let kidId: number;

const REQUEST = `mutation ($email: String!, $grade: Int!) {
  saveStudent(studentEmail: $email, studentGrade: $grade) { __typename ... on InputError { message } ... on StudentSaved { pendingRequest { __typename email grade status } } }
}`;
const MINE = `{ viewer {
  students { email }
  studentRequests { edges { node { email grade status } } }
  parentRequests { edges { node { parentUserId username email } } }
  parents { edges { node { parentUserId email } } }
} }`;

async function request(email: string, grade = 6) {
  return (await graphql(app().baseUrl, parent, REQUEST, { email, grade })).data.saveStudent.pendingRequest;
}

/** The caller's link lists, each connection as the list of its nodes. */
async function mine(caller: Caller) {
  const viewer = (await graphql(app().baseUrl, caller, MINE)).data.viewer;
  const nodes = (connection: { edges: { node: unknown }[] }) => connection.edges.map((edge) => edge.node);
  return { ...viewer, studentRequests: nodes(viewer.studentRequests), parentRequests: nodes(viewer.parentRequests), parents: nodes(viewer.parents) };
}

/** Everything a parent could read of the student, each way the API offers. */
async function whatParentSees() {
  const base = app().baseUrl;
  const nodeId = Buffer.from(`User:${kidId}`).toString("base64");
  const dashboard = await graphql(base, parent, `query ($id: Int) { dashboard(userId: $id) { reviewCount } }`, { id: kidId });
  const node = await graphql(base, parent, `query ($id: ID!) { node(id: $id) { ... on User { email studentGrade } } }`, { id: nodeId });
  const user = await graphql(base, parent, `query ($id: Int!) { user(userId: $id) { email } }`, { id: kidId });
  const profile = await rest(base, parent, "GET", "/api/user/profile");
  const space = await rest(base, parent, "GET", `/api/space/dashboard?userid=${kidId}`);
  const students = (await graphql(base, parent, `{ viewer { students { email } } }`)).data.viewer.students;
  return {
    dashboard: dashboard.data?.dashboard ?? null,
    node: node.data?.node ?? null,
    user: user.data?.user ?? null,
    profileStudents: profile.body.student_users.map((s: { useremail: string }) => s.useremail),
    space: space.status,
    students: students.map((s: { email: string }) => s.email),
  };
}

beforeAll(async () => {
  parent = browser((await signIn(app().baseUrl, "mom@links.test")).jar);
  kid = browser((await signIn(app().baseUrl, "kid@links.test")).jar);
  kidId = (await db().user.findUniqueOrThrow({ where: { email: "kid@links.test" } })).id;
});

describe("a parent's request for an existing student", () => {
  it("stays pending and shows nothing of the student until accepted", async () => {
    expect(await request("kid@links.test", 7)).toEqual({ __typename: "StudentLinkRequest", email: "kid@links.test", grade: 7, status: "PENDING" });
    expect(await whatParentSees()).toEqual({ dashboard: null, node: null, user: null, profileStudents: [], space: 403, students: [] });
    const lists = await mine(parent);
    expect(lists.studentRequests).toEqual([{ email: "kid@links.test", grade: 7, status: "PENDING" }]);
    // The student's own grade is untouched by a request.
    expect((await db().user.findUniqueOrThrow({ where: { id: kidId } })).studentGrade).toBeNull();
  });

  it("shows the request to the student, who accepts it; then the parent sees everything", async () => {
    const lists = await mine(kid);
    const parentId = (await db().user.findUniqueOrThrow({ where: { email: "mom@links.test" } })).id;
    expect(lists.parentRequests).toEqual([{ parentUserId: parentId, username: expect.any(String), email: "mom@links.test" }]);
    const accepted = await graphql(app().baseUrl, kid, `mutation ($p: Int!) { acceptParent(parentUserId: $p) { __typename } }`, { p: parentId });
    expect(accepted.data.acceptParent).toEqual({ __typename: "ParentLinkChange" });
    expect(await mine(kid)).toMatchObject({ parents: [{ email: "mom@links.test" }], parentRequests: [] });
    const seen = await whatParentSees();
    expect(seen.dashboard).toEqual({ reviewCount: expect.any(Number) });
    expect(seen.node).toEqual({ email: "kid@links.test", studentGrade: 7 });
    expect(seen.user).toEqual({ email: "kid@links.test" });
    expect(seen.profileStudents).toEqual(["kid@links.test"]);
    expect(seen.space).toBe(200);
    expect(seen.students).toEqual(["kid@links.test"]);
  });

  it("lets the student remove a linked parent, who then sees nothing", async () => {
    const parentId = (await db().user.findUniqueOrThrow({ where: { email: "mom@links.test" } })).id;
    const removed = await graphql(app().baseUrl, kid, `mutation ($p: Int!) { removeParent(parentUserId: $p) { parentLink { email } } }`, { p: parentId });
    expect(removed.data.removeParent).toEqual({ parentLink: null });
    expect((await mine(kid)).parents).toEqual([]);
    expect(await whatParentSees()).toEqual({ dashboard: null, node: null, user: null, profileStudents: [], space: 403, students: [] });
  });

  it("lets the student decline a request", async () => {
    await request("kid@links.test");
    const parentId = (await db().user.findUniqueOrThrow({ where: { email: "mom@links.test" } })).id;
    const declined = await graphql(app().baseUrl, kid, `mutation ($p: Int!) { removeParent(parentUserId: $p) { parentLink { email } } }`, { p: parentId });
    expect(declined.data.removeParent).toEqual({ parentLink: null });
    expect(await mine(kid)).toMatchObject({ parents: [], parentRequests: [] });
    expect((await mine(parent)).studentRequests).toEqual([]);
    expect(await whatParentSees()).toEqual({ dashboard: null, node: null, user: null, profileStudents: [], space: 403, students: [] });
  });

  it("lets the parent withdraw a pending request", async () => {
    await request("kid@links.test");
    const withdrawn = await graphql(app().baseUrl, parent, `mutation { withdrawStudentRequest(studentEmail: "kid@links.test") { viewer { email } } }`);
    expect(withdrawn.data.withdrawStudentRequest).toEqual({ viewer: { email: "mom@links.test" } });
    expect((await mine(parent)).studentRequests).toEqual([]);
    expect((await mine(kid)).parentRequests).toEqual([]);
  });

  it("answers POST /api/user/update with the pending request, not the student", async () => {
    const reply = await rest(app().baseUrl, parent, "POST", "/api/user/update", { student_email: "kid@links.test", student_grade: 5 });
    expect(reply.body).toEqual({ success: true, student: null, request: { useremail: "kid@links.test", student_grade: 5, status: "pending" } });
    await graphql(app().baseUrl, parent, `mutation { withdrawStudentRequest(studentEmail: "kid@links.test") { withdrawnRequestId } }`);
  });
});

describe("a request for an email with no account", () => {
  it("creates no account, and shows the request when that email first signs in", async () => {
    expect(await request("new.kid@links.test", 4)).toEqual({ __typename: "StudentLinkRequest", email: "new.kid@links.test", grade: 4, status: "PENDING" });
    expect(await db().user.count({ where: { email: "new.kid@links.test" } })).toBe(0);
    expect((await mine(parent)).studentRequests).toEqual([{ email: "new.kid@links.test", grade: 4, status: "PENDING" }]);
    const newKid = browser((await signIn(app().baseUrl, "new.kid@links.test")).jar);
    const lists = await mine(newKid);
    expect(lists.parentRequests).toEqual([expect.objectContaining({ email: "mom@links.test" })]);
    expect(lists.parents).toEqual([]);
    expect(await mine(parent)).toMatchObject({
      students: [], studentRequests: [{ email: "new.kid@links.test", grade: 4, status: "PENDING" }],
    });
  });
});
