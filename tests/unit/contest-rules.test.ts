import { describe, expect, it } from "vitest";
import { scoreContest } from "../../server/domain/contestScoring.ts";
import { GRACE_SECONDS, issueStartToken, readStartToken, resumeSitting, secondsLeft, startSitting, timing } from "../../server/domain/contestClock.ts";

const questions = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, answer: "B", isMultipleChoice: true }));

describe("contest scoring", () => {
  it("gives AMC 10 and 12 takers 6 per correct and 1.5 per blank, out of 150", () => {
    const answers = new Map([[1, "B"], [2, "b"], [3, "C"]]);
    expect(scoreContest("AMC10", questions, answers)).toMatchObject({ score: 2 * 6 + 22 * 1.5, fullScore: 150, correct: 2, blank: 22, incorrect: 1 });
    expect(scoreContest("AMC12", questions, new Map(questions.map((q) => [q.id, "B"])))).toMatchObject({ score: 150, correct: 25 });
  });

  it("counts an answer that is not one (not a letter A-E, not a number 0-999, too long) as a blank, kept as empty", () => {
    const answers = new Map([[1, "ZZZ"], [2, "B".repeat(20_000)], [3, "b) 12"]]);
    const score = scoreContest("AMC10", questions, answers);
    expect(score).toMatchObject({ correct: 1, blank: 24, incorrect: 0 });
    expect(score.marked.slice(0, 3).map((entry) => [entry.given, entry.blank])).toEqual([["", true], ["", true], ["b) 12", false]]);
    const aime = [{ id: 1, answer: "7", isMultipleChoice: false }, { id: 2, answer: "7", isMultipleChoice: false }];
    expect(scoreContest("AIME", aime, new Map([[1, "1e308"], [2, "007"]]))).toMatchObject({ correct: 1, blank: 1, incorrect: 0 });
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
  const amc8 = { id: 7, durationMinutes: 40 };
  const at = (milliseconds: number) => new Date(Date.UTC(2026, 0, 10, 10) + milliseconds);
  const minutes = (count: number) => count * 60_000;

  it("reads back a start token it signed, and refuses a forged or altered one", () => {
    const token = issueStartToken(7, 3, secret, at(0));
    expect(readStartToken(token, secret)).toMatchObject({ competitionId: 7, userId: 3, startedAt: at(0).getTime() });
    const [payload, signature] = token.split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), startedAt: Date.now() })).toString("base64url");
    expect(readStartToken(`${altered}.${signature}`, secret)).toBeNull();
    expect(readStartToken(token, "another secret".repeat(3))).toBeNull();
    expect(readStartToken("garbage", secret)).toBeNull();
  });

  it("starts a sitting now, its deadline the time limit later, with the whole limit left", () => {
    const sitting = startSitting(amc8, 3, secret, at(0));
    expect(sitting).toMatchObject({ competitionId: 7, userId: 3, startedAt: at(0), deadline: at(minutes(40)), resumed: false });
    expect(readStartToken(sitting.startToken, secret)).toMatchObject({ competitionId: 7, userId: 3, startedAt: at(0).getTime() });
    expect(secondsLeft(sitting, at(0))).toBe(40 * 60);
    // Counted down by whole seconds begun: 1.5 s in, 2399 s are left.
    expect(secondsLeft(sitting, at(1_500))).toBe(40 * 60 - 1);
    expect(secondsLeft(sitting, at(minutes(40)))).toBe(0);
    expect(secondsLeft(sitting, at(minutes(90)))).toBe(0);
  });

  it("resumes the same sitting from its token while its time limit lasts: same token, start and deadline", () => {
    const sitting = startSitting(amc8, 3, secret, at(0));
    const resumed = resumeSitting(sitting.startToken, amc8, 3, secret, at(minutes(10)));
    expect(resumed).toEqual({ ...sitting, resumed: true });
    expect(secondsLeft(resumed!, at(minutes(10)))).toBe(30 * 60);
    expect(resumeSitting(sitting.startToken, amc8, 3, secret, at(minutes(40) - 1_000))).toMatchObject({ resumed: true });
    const anonymous = startSitting(amc8, null, secret, at(0));
    expect(resumeSitting(anonymous.startToken, amc8, null, secret, at(minutes(1)))).toMatchObject({ startToken: anonymous.startToken, resumed: true });
  });

  it("resumes nothing once the time limit is over, nor another account's, another contest's or a forged token", () => {
    const sitting = startSitting(amc8, 3, secret, at(0));
    const [payload, signature] = sitting.startToken.split(".");
    const earlier = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), startedAt: at(minutes(30)).getTime() })).toString("base64url");
    const refused: [string, string, { id: number; durationMinutes: number }, number | null, Date][] = [
      ["time is up", sitting.startToken, amc8, 3, at(minutes(40))],
      ["a day later", sitting.startToken, amc8, 3, at(minutes(24 * 60))],
      ["another account", sitting.startToken, amc8, 4, at(minutes(1))],
      ["signed out", sitting.startToken, amc8, null, at(minutes(1))],
      ["an anonymous sitting, signed in", startSitting(amc8, null, secret, at(0)).startToken, amc8, 3, at(minutes(1))],
      ["another contest", sitting.startToken, { id: 8, durationMinutes: 40 }, 3, at(minutes(1))],
      ["started later than now", sitting.startToken, amc8, 3, at(-1_000)],
      ["altered start", `${earlier}.${signature}`, amc8, 3, at(minutes(35))],
      ["another secret", issueStartToken(7, 3, "t".repeat(40), at(0)), amc8, 3, at(minutes(1))],
      ["not a token", "garbage", amc8, 3, at(minutes(1))],
    ];
    for (const [why, token, contest, userId, now] of refused) {
      expect({ why, sitting: resumeSitting(token, contest, userId, secret, now) }).toEqual({ why, sitting: null });
    }
  });

  it("measures the time spent itself and marks answers after the limit plus grace as late", () => {
    expect(timing(at(0), 40, at(minutes(40)))).toEqual({ timeSpentSeconds: 2400, late: false, expired: false });
    expect(timing(at(0), 40, at((40 * 60 + GRACE_SECONDS + 1) * 1000)).late).toBe(true);
    expect(timing(at(0), 40, at((40 * 60 + 25 * 3600) * 1000)).expired).toBe(true);
  });
});
