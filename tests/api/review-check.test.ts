// Dashboard Review Work: the server checks the answer with the one answer rule, and only for a
// question whose answer the viewer has already seen. Question.answerFormat says how it is answered.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, errorCodes, graphql, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let student: Caller;
let integerQuestion: { id: number; answer: string };

const CHECK = `mutation ($q: Int!, $a: String!) {
  checkReviewAnswer(questionId: $q, answer: $a) {
    __typename ... on ReviewCheck { correct answer } ... on InputError { message }
  }
}`;

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
  integerQuestion = await db().question.update({
    where: { id: (await db().question.findFirstOrThrow({ where: { isMultipleChoice: false, status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" } })).id },
    data: { answer: "7" },
  });
});

describe("checkReviewAnswer", () => {
  it("refuses a question whose answer the viewer has not seen", async () => {
    const reply = await graphql(app().baseUrl, student, CHECK, { q: integerQuestion.id, a: "7" });
    expect(reply.data.checkReviewAnswer).toEqual({ __typename: "InputError", message: "Answer this question in Practice → Review first." });
  });

  it("checks with the server's answer rule once the answer is revealed: 007 is 7", async () => {
    for (const wrong of ["1", "2"]) {
      await graphql(app().baseUrl, student, `mutation ($q: Int!, $a: String!) { submitAnswer(questionId: $q, answer: $a) { __typename } }`, { q: integerQuestion.id, a: wrong });
    }
    expect((await graphql(app().baseUrl, student, CHECK, { q: integerQuestion.id, a: "007" })).data.checkReviewAnswer).toEqual({ __typename: "ReviewCheck", correct: true, answer: "7" });
    expect((await graphql(app().baseUrl, student, CHECK, { q: integerQuestion.id, a: "8" })).data.checkReviewAnswer).toEqual({ __typename: "ReviewCheck", correct: false, answer: "7" });
  });

  it("asks anonymous visitors to sign in", async () => {
    const reply = await fetch(`${app().baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: CHECK, variables: { q: integerQuestion.id, a: "7" } }) });
    expect(errorCodes(await reply.json())).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("Question.answerFormat", () => {
  it("is CHOICE for multiple choice and INTEGER for a whole-number answer", async () => {
    const choice = await db().question.findFirstOrThrow({ where: { isMultipleChoice: true, status: "PUBLISHED", competition: { enabled: true } } });
    const reply = await graphql(app().baseUrl, student, `query ($a: Int!, $b: Int!) { a: question(questionId: $a) { answerFormat } b: question(questionId: $b) { answerFormat } }`, { a: choice.id, b: integerQuestion.id });
    expect(reply.data).toEqual({ a: { answerFormat: "CHOICE" }, b: { answerFormat: "INTEGER" } });
  });
});
