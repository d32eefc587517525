import { describe, expect, it } from "vitest";
import { scoreContest } from "../../server/domain/contestScoring.ts";
import { GRACE_SECONDS, issueStartToken, readStartToken, timing } from "../../server/domain/contestClock.ts";

const questions = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, answer: "B", isMultipleChoice: true }));

describe("contest scoring", () => {
  it("gives AMC 10 and 12 takers 6 per correct and 1.5 per blank, out of 150", () => {
    const answers = new Map([[1, "B"], [2, "b"], [3, "C"]]);
    expect(scoreContest("AMC10", questions, answers)).toMatchObject({ score: 2 * 6 + 22 * 1.5, fullScore: 150, correct: 2, blank: 22, incorrect: 1 });
    expect(scoreContest("AMC12", questions, new Map(questions.map((q) => [q.id, "B"])))).toMatchObject({ score: 150, correct: 25 });
  });

  it("gives AMC 8 and AIME takers 1 per correct answer", () => {
    expect(scoreContest("AMC8", questions, new Map([[1, "B"], [2, "A"]]))).toMatchObject({ score: 1, fullScore: 25, correct: 1, blank: 23, incorrect: 1 });
    const aime = [{ id: 1, answer: "7", isMultipleChoice: false }, { id: 2, answer: "250", isMultipleChoice: false }];
    expect(scoreContest("AIME", aime, new Map([[1, "007"], [2, "25"]]))).toMatchObject({ score: 1, fullScore: 2, correct: 1, incorrect: 1 });
  });

  it("ignores answers to questions not in the contest", () => {
    expect(scoreContest("AMC8", questions.slice(0, 2), new Map([[99, "B"]]))).toMatchObject({ score: 0, blank: 2 });
  });
});

describe("the contest clock", () => {
  const secret = "s".repeat(40);

  it("reads back a start token it signed, and refuses a forged or altered one", () => {
    const token = issueStartToken(7, 3, secret, 1_000_000);
    expect(readStartToken(token, secret)).toMatchObject({ competitionId: 7, userId: 3, startedAt: 1_000_000 });
    const [payload, signature] = token.split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), startedAt: Date.now() })).toString("base64url");
    expect(readStartToken(`${altered}.${signature}`, secret)).toBeNull();
    expect(readStartToken(token, "another secret".repeat(3))).toBeNull();
    expect(readStartToken("garbage", secret)).toBeNull();
  });

  it("measures the time spent itself and marks answers after the limit plus grace as late", () => {
    const start = 0;
    expect(timing(start, 40, 40 * 60_000)).toEqual({ timeSpentSeconds: 2400, late: false, expired: false });
    expect(timing(start, 40, (40 * 60 + GRACE_SECONDS + 1) * 1000).late).toBe(true);
    expect(timing(start, 40, (40 * 60 + 25 * 3600) * 1000).expired).toBe(true);
  });
});
