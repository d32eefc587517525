// The lists of student links as Relay connections (issue 9: lists that grow are changed from each
// mutation's answer, never by reading the screen again): every item has a stable id, and every
// mutation answers the item it added or the id of the item it took away.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, errorCodes, graphql, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let parent: Caller;
let kid: Caller;
let parentId: number;

const ask = (caller: Caller, query: string, variables: Record<string, unknown> = {}) => graphql(app().baseUrl, caller, query, variables);
const nodes = <T>(connection: { edges: { node: T }[] }) => connection.edges.map((edge) => edge.node);

const SAVE = `mutation ($email: String!, $grade: Int!) {
  saveStudent(studentEmail: $email, studentGrade: $grade) {
    __typename
    ... on InputError { message }
    ... on StudentSaved { pendingRequest { id email grade status } student { email studentGrade } }
  }
}`;
const PARENT_LISTS = `{ viewer { studentRequests(first: 10) { edges { node { id email grade status } } } students { email } } }`;
const STUDENT_LISTS = `{ viewer {
  parentRequests(first: 10) { edges { node { id parentUserId email } } }
  parents(first: 10) { edges { node { id parentUserId email } } }
} }`;
const CHANGE = `parentLinkId parentLink { id parentUserId email } viewer { studentGrade }`;

beforeAll(async () => {
  parent = browser((await signIn(app().baseUrl, "dad@lists.test")).jar);
  kid = browser((await signIn(app().baseUrl, "kid@lists.test")).jar);
  parentId = (await db().user.findUniqueOrThrow({ where: { email: "dad@lists.test" } })).id;
});

describe("the parent's requests", () => {
  it("answers a new request as the item to add, with the same id when it is saved again", async () => {
    const first = (await ask(parent, SAVE, { email: "kid@lists.test", grade: 6 })).data.saveStudent;
    expect(first).toEqual({
      __typename: "StudentSaved",
      pendingRequest: { id: expect.any(String), email: "kid@lists.test", grade: 6, status: "PENDING" },
      student: null,
    });
    const again = (await ask(parent, SAVE, { email: "kid@lists.test", grade: 7 })).data.saveStudent;
    expect(again.pendingRequest).toEqual({ ...first.pendingRequest, grade: 7 });
    const listed = (await ask(parent, PARENT_LISTS)).data.viewer;
    expect(nodes(listed.studentRequests)).toEqual([again.pendingRequest]);
    expect(listed.students).toEqual([]);
  });

  it("keeps the id of a request for an email with no account when that email signs in", async () => {
    const invited = (await ask(parent, SAVE, { email: "later@lists.test", grade: 4 })).data.saveStudent.pendingRequest;
    await signIn(app().baseUrl, "later@lists.test");
    const listed = nodes((await ask(parent, PARENT_LISTS)).data.viewer.studentRequests) as { id: string; email: string }[];
    expect(listed.find((request) => request.email === "later@lists.test")).toEqual(invited);
  });

  it("answers a withdrawn request's id, and the request is gone", async () => {
    const listed = nodes((await ask(parent, PARENT_LISTS)).data.viewer.studentRequests) as { id: string; email: string }[];
    const later = listed.find((request) => request.email === "later@lists.test")!;
    const withdrawn = await ask(parent, `mutation { withdrawStudentRequest(studentEmail: "later@lists.test") { withdrawnRequestId } }`);
    expect(withdrawn.data.withdrawStudentRequest).toEqual({ withdrawnRequestId: later.id });
    expect(nodes((await ask(parent, PARENT_LISTS)).data.viewer.studentRequests)).toEqual(listed.filter((request) => request.id !== later.id));
  });
});

describe("the student's parents", () => {
  it("accepting answers the link to take out of the requests and to add to the parents", async () => {
    const requests = nodes((await ask(kid, STUDENT_LISTS)).data.viewer.parentRequests) as { id: string }[];
    expect(requests).toEqual([{ id: expect.any(String), parentUserId: parentId, email: "dad@lists.test" }]);
    const accepted = await ask(kid, `mutation ($p: Int!) { acceptParent(parentUserId: $p) { __typename ... on ParentLinkChange { ${CHANGE} } } }`, { p: parentId });
    expect(accepted.data.acceptParent).toEqual({
      __typename: "ParentLinkChange",
      parentLinkId: requests[0].id,
      parentLink: requests[0],
      // The grade the parent typed is the student's now.
      viewer: { studentGrade: 7 },
    });
    const lists = (await ask(kid, STUDENT_LISTS)).data.viewer;
    expect(nodes(lists.parentRequests)).toEqual([]);
    expect(nodes(lists.parents)).toEqual([requests[0]]);
  });

  it("a grade saved for a student who accepted answers the student, and no request", async () => {
    const saved = (await ask(parent, SAVE, { email: "kid@lists.test", grade: 8 })).data.saveStudent;
    expect(saved).toEqual({ __typename: "StudentSaved", pendingRequest: null, student: { email: "kid@lists.test", studentGrade: 8 } });
    expect(nodes((await ask(parent, PARENT_LISTS)).data.viewer.studentRequests)).toEqual([]);
  });

  it("removing answers the link's id, and the parent is gone", async () => {
    const [linked] = nodes((await ask(kid, STUDENT_LISTS)).data.viewer.parents) as { id: string }[];
    const removed = await ask(kid, `mutation ($p: Int!) { removeParent(parentUserId: $p) { ${CHANGE} } }`, { p: parentId });
    expect(removed.data.removeParent).toEqual({ parentLinkId: linked.id, parentLink: null, viewer: { studentGrade: 8 } });
    const lists = (await ask(kid, STUDENT_LISTS)).data.viewer;
    expect(nodes(lists.parents)).toEqual([]);
    expect((await ask(parent, PARENT_LISTS)).data.viewer.students).toEqual([]);
  });

  it("accepting a request that does not exist is a clear message, not an error of ours", async () => {
    const refused = await ask(kid, `mutation ($p: Int!) { acceptParent(parentUserId: $p) { __typename ... on InputError { message } } }`, { p: parentId });
    expect(errorCodes(refused)).toEqual([]);
    expect(refused.data.acceptParent).toEqual({ __typename: "InputError", message: "There is no request from that parent." });
  });
});

describe("who sees the lists", () => {
  it("only their owner: a linked parent does not see the student's parents or requests", async () => {
    await ask(parent, SAVE, { email: "kid@lists.test", grade: 8 });
    await ask(kid, `mutation ($p: Int!) { acceptParent(parentUserId: $p) { __typename } }`, { p: parentId });
    const kidId = (await db().user.findUniqueOrThrow({ where: { email: "kid@lists.test" } })).id;
    const seen = await ask(parent, `query ($id: Int!) { user(userId: $id) { email parents(first: 5) { edges { node { email } } } } }`, { id: kidId });
    expect(seen.data?.user ?? null).toBeNull();
    expect(errorCodes(seen)).toEqual(["FORBIDDEN"]);
  });
});
