// The printout as a Relay connection: problems in the order they were added, in pages; removing one
// answers the removed question's id so the page drops that edge (@deleteEdge) instead of
// reloading; a printout holds at most 100 problems, so the page's 100 show all of it.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, errorCodes, graphql, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const EMAIL = "printer@printout.test";
let student: Caller;
let questionIds: number[];

const LIST = `{ viewer { printout(first: 100) { edges { cursor node { id questionId } } pageInfo { hasNextPage } } } }`;
const REMOVE = `mutation ($id: Int!) {
  removeFromPrintout(questionId: $id) {
    __typename
    ... on RemovedFromPrintout { removedId }
  }
}`;
const ADD = `mutation ($id: Int!) {
  addToPrintout(questionId: $id) { __typename ... on User { userId } ... on InputError { message } }
}`;

const globalId = (questionId: number) => Buffer.from(`Question:${questionId}`).toString("base64");
const listed = async (caller = student) => {
  const result = await graphql(app().baseUrl, caller, LIST);
  expect(result.errors).toBeUndefined();
  return result.data.viewer.printout.edges.map((edge: { node: { questionId: number } }) => edge.node.questionId);
};
const addByLink = async (questionId: number) => {
  const response = await fetch(`${app().baseUrl}/addToPrintout?hid=0&pid=${questionId}`, { headers: student.headers(app().baseUrl, false) });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, EMAIL)).jar);
  const questions = await db().question.findMany({
    where: { status: "PUBLISHED", competition: { enabled: true } },
    orderBy: { id: "asc" },
    take: 101,
    select: { id: true },
  });
  questionIds = questions.map((question) => question.id);
  expect(questionIds).toHaveLength(101);
});

describe("the printout", () => {
  it("lists the problems as a connection, in the order they were added", async () => {
    const [first, second, third] = [questionIds[2], questionIds[0], questionIds[1]];
    for (const id of [first, second, third]) expect(await addByLink(id)).toEqual({ status: 200, body: { success: true, message: "Added to printout" } });
    // Adding one again keeps one item in its place.
    expect((await addByLink(first)).status).toBe(200);
    const result = await graphql(app().baseUrl, student, LIST);
    expect(result.data.viewer.printout.pageInfo).toEqual({ hasNextPage: false });
    expect(result.data.viewer.printout.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([first, second, third].map(globalId));
    expect(await listed()).toEqual([first, second, third]);
  });

  it("comes in pages that follow one another", async () => {
    const PAGE = `query ($after: String) { viewer { printout(first: 2, after: $after) { edges { node { questionId } } pageInfo { hasNextPage endCursor } } } }`;
    const one = (await graphql(app().baseUrl, student, PAGE)).data.viewer.printout;
    expect(one.edges.map((edge: { node: { questionId: number } }) => edge.node.questionId)).toEqual([questionIds[2], questionIds[0]]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await graphql(app().baseUrl, student, PAGE, { after: one.pageInfo.endCursor })).data.viewer.printout;
    expect(two.edges.map((edge: { node: { questionId: number } }) => edge.node.questionId)).toEqual([questionIds[1]]);
    expect(two.pageInfo.hasNextPage).toBe(false);
  });

  it("is the owner's only", async () => {
    const other = browser((await signIn(app().baseUrl, "someone@printout.test")).jar);
    expect(await listed(other)).toEqual([]);
    const anonymousList = await graphql(app().baseUrl, anonymous, LIST);
    expect(anonymousList.data?.viewer ?? null).toBeNull();
  });

  it("answers the removed question's id, so the page drops that edge", async () => {
    const [first, second, third] = [questionIds[2], questionIds[0], questionIds[1]];
    const removed = await graphql(app().baseUrl, student, REMOVE, { id: second });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeFromPrintout).toEqual({ __typename: "RemovedFromPrintout", removedId: globalId(second) });
    expect(await listed()).toEqual([first, third]);
  });

  it("holds at most 100 problems: the 101st is refused by the link and by the mutation, and nothing is added", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: EMAIL } });
    await db().printoutItem.deleteMany({ where: { userId: user.id } });
    await db().printoutItem.createMany({ data: questionIds.slice(0, 100).map((questionId) => ({ userId: user.id, questionId })) });
    const message = "Your printout holds at most 100 problems. Remove one to add another.";
    expect(await addByLink(questionIds[100])).toEqual({ status: 400, body: { success: false, detail: message } });
    expect((await graphql(app().baseUrl, student, ADD, { id: questionIds[100] })).data.addToPrintout).toEqual({ __typename: "InputError", message });
    // One already there is still "added" (nothing changes).
    expect(await addByLink(questionIds[5])).toEqual({ status: 200, body: { success: true, message: "Added to printout" } });
    expect(await db().printoutItem.count({ where: { userId: user.id } })).toBe(100);
    expect(await listed()).toHaveLength(100);
    expect(errorCodes(await graphql(app().baseUrl, student, LIST))).toEqual([]);
  });
});
