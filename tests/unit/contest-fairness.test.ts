// The fairness rules of rated contests, as docs/RATINGS.md states them.
import { describe, expect, it } from "vitest";
import {
  alreadyUnrated,
  maySeeSubmission,
  sittingOutlook,
  calibratesQuestions,
  countedQuestions,
  isRatedTaker,
  isSittingOpen,
  ratingVerdict,
  showsAnswerKey,
} from "../../server/domain/contestFairness.ts";
import { calibrateQuestion } from "../../server/domain/calibration.ts";
import { topicBreakdown } from "../../server/domain/contestScoring.ts";
import { rateSubmission } from "../../server/domain/rating.ts";

const student = { signedIn: true, isEditor: false, isAdmin: false };
const start = new Date("2026-03-01T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("who is rated", () => {
  it("rates signed-in students, never anonymous takers, editors or admins", () => {
    expect(isRatedTaker(student)).toBe(true);
    expect(isRatedTaker({ ...student, signedIn: false })).toBe(false);
    expect(isRatedTaker({ ...student, isEditor: true })).toBe(false);
    expect(isRatedTaker({ ...student, isAdmin: true })).toBe(false);
  });

  it("rates only a student's first sitting of a contest, submitted on time, from 2000 on", () => {
    const rated = { taker: student, firstSitting: true, late: false, year: 2024 };
    expect(ratingVerdict(rated)).toBe("rated");
    expect(ratingVerdict({ ...rated, taker: { ...student, signedIn: false } })).toBe("anonymous");
    expect(ratingVerdict({ ...rated, taker: { ...student, isAdmin: true } })).toBe("staff");
    expect(ratingVerdict({ ...rated, late: true })).toBe("late");
    expect(ratingVerdict({ ...rated, firstSitting: false })).toBe("laterSitting");
    expect(ratingVerdict({ ...rated, year: 1999 })).toBe("unratedYear");
  });

  it("refuses practice for a sitting already never rated, saying why, and takes it where it changes something", () => {
    const first = { taker: student, firstSitting: true, year: 2024 };
    expect(alreadyUnrated(first)).toBeNull();
    expect(alreadyUnrated({ ...first, year: 1999 })).toBeNull();
    expect(alreadyUnrated({ ...first, firstSitting: false })).toBe(
      "This sitting is already not rated: only a contest's first sitting is rated, and you have sat this one before. Just take it; it will be scored.",
    );
    expect(alreadyUnrated({ ...first, taker: { ...student, isEditor: true } })).toBe(
      "This sitting is already not rated: editors and admins see every answer. Just take it; it will be scored.",
    );
  });

  it("learns question difficulty from the same sittings, contests before 2000 included", () => {
    expect(calibratesQuestions("rated")).toBe(true);
    expect(calibratesQuestions("unratedYear")).toBe(true);
    for (const verdict of ["anonymous", "staff", "practice", "late", "laterSitting"] as const) expect(calibratesQuestions(verdict)).toBe(false);
  });

  it("never rates a sitting the student chose to sit as practice, first or not, on time or not", () => {
    const practice = { taker: student, firstSitting: true, late: false, year: 2024, practice: true };
    expect(ratingVerdict(practice)).toBe("practice");
    expect(ratingVerdict({ ...practice, firstSitting: false })).toBe("practice");
    expect(ratingVerdict({ ...practice, late: true })).toBe("practice");
    // Anonymous takers and staff are unrated whatever they choose, and told why.
    expect(ratingVerdict({ ...practice, taker: { ...student, signedIn: false } })).toBe("anonymous");
    expect(ratingVerdict({ ...practice, taker: { ...student, isEditor: true } })).toBe("staff");
  });
});

describe("an open sitting", () => {
  it("is open from its start until submitted, or until its time limit and the grace are over", () => {
    const sitting = { startedAt: start, submittedAt: null };
    expect(isSittingOpen(sitting, 40, at(0))).toBe(true);
    expect(isSittingOpen(sitting, 40, at(40 * 60 + 60))).toBe(true);
    expect(isSittingOpen(sitting, 40, at(40 * 60 + 61))).toBe(false);
    expect(isSittingOpen(sitting, 40, at(-1))).toBe(false);
    expect(isSittingOpen({ startedAt: start, submittedAt: at(100) }, 40, at(200))).toBe(false);
  });
});

describe("what counts", () => {
  it("counts only the questions the student meets for the first time", () => {
    const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(countedQuestions(questions, new Set([2]))).toEqual([{ id: 1 }, { id: 3 }]);
    expect(countedQuestions(questions, new Set())).toEqual(questions);
  });

  it("gives the answer key only to the signed-in student who submitted", () => {
    expect(showsAnswerKey({ userId: 7 }, 7)).toBe(true);
    expect(showsAnswerKey({ userId: 7 }, 8)).toBe(false);
    expect(showsAnswerKey({ userId: null }, null)).toBe(false);
  });
});

describe("calibration after the fact", () => {
  it("moves a question exactly as rating the submission would have, one game at a time", () => {
    const question = { rating: 1630, games: 12 };
    // (A submission with something answered: one with nothing answered moves nothing.)
    const answered = { questionRating: 1500, questionGames: 3, multipleChoice: true, correct: true, blank: false };
    for (const answer of [{ correct: true, blank: false }, { correct: false, blank: false }, { correct: false, blank: true }]) {
      const direct = rateSubmission({
        student: { rating: 1480, games: 30 },
        answers: [{ questionRating: question.rating, questionGames: question.games, multipleChoice: true, ...answer }, answered],
        year: 2024,
      });
      expect(calibrateQuestion(question, [{ studentRating: 1480, multipleChoice: true, ...answer }])).toEqual(direct.questionsAfter[0]);
    }
  });

  it("applies queued games in order, each from the question as the one before left it", () => {
    const games = [
      { studentRating: 1500, multipleChoice: false, correct: true, blank: false },
      { studentRating: 1700, multipleChoice: false, correct: false, blank: false },
    ];
    const once = calibrateQuestion({ rating: 1500, games: 0 }, games.slice(0, 1));
    expect(calibrateQuestion({ rating: 1500, games: 0 }, games)).toEqual(calibrateQuestion(once, games.slice(1)));
    expect(calibrateQuestion({ rating: 1500, games: 0 }, games).games).toBe(2);
    expect(calibrateQuestion({ rating: 1500, games: 4 }, [])).toEqual({ rating: 1500, games: 4 });
  });
});

describe("whether a sitting will be rated, told before the start", () => {
  const first = { taker: student, firstSitting: true, year: 2024, seenQuestions: 0, questions: 25 };

  it("rates a student's first sitting and says so", () => {
    const outlook = sittingOutlook(first);
    expect(outlook.rated).toBe(true);
    expect(outlook.reason).toMatch(/first sitting of this contest, so it will be rated/);
  });

  it("says why a sitting will not be rated", () => {
    expect(sittingOutlook({ ...first, taker: { signedIn: false, isEditor: false, isAdmin: false } })).toEqual({
      rated: false,
      reason: "This sitting will not be rated: you are not signed in. Sign in to get a rating for your contests.",
    });
    expect(sittingOutlook({ ...first, taker: { ...student, isEditor: true } }).reason).toMatch(/not be rated: editors and admins see every answer/);
    expect(sittingOutlook({ ...first, taker: { ...student, isAdmin: true } }).rated).toBe(false);
    expect(sittingOutlook({ ...first, firstSitting: false }).reason).toMatch(/not be rated: only your first sitting/);
    expect(sittingOutlook({ ...first, year: 1995 }).reason).toMatch(/before 2000/);
  });

  it("says a practice sitting is unrated, and that a first one leaves the contest unrated for good", () => {
    expect(sittingOutlook({ ...first, practice: true })).toEqual({
      rated: false,
      reason:
        "This sitting will not be rated: you chose to sit it as practice. Only a contest's first sitting is rated, so no later sitting of this contest will be either.",
    });
    expect(sittingOutlook({ ...first, firstSitting: false, practice: true })).toEqual({ rated: false, reason: "This sitting will not be rated: you chose to sit it as practice." });
  });

  it("counts answers already seen", () => {
    expect(sittingOutlook({ ...first, seenQuestions: 3 })).toEqual({
      rated: true,
      reason: "This is your first sitting of this contest, so it will be rated; the 3 questions you have already answered elsewhere will not count.",
    });
    expect(sittingOutlook({ ...first, seenQuestions: 25 })).toEqual({
      rated: false,
      reason: "This sitting will not move your rating: you have already answered all 25 of its questions elsewhere.",
    });
  });
});

describe("a stored result", () => {
  it("is shown to the student who submitted it, and an anonymous one to whoever has its address", () => {
    expect(maySeeSubmission({ userId: 7 }, 7)).toBe(true);
    expect(maySeeSubmission({ userId: 7 }, 8)).toBe(false);
    expect(maySeeSubmission({ userId: 7 }, null)).toBe(false);
    expect(maySeeSubmission({ userId: null }, null)).toBe(true);
    expect(maySeeSubmission({ userId: null }, 8)).toBe(true);
  });

  it("breaks the score down by topic, in the filters' order, untagged questions as Other", () => {
    const marked = [1, 2, 3, 4].map((questionId) => ({ questionId, correct: questionId !== 2 }));
    const topics = new Map([[1, "GEOMETRY" as const], [2, "ALGEBRA" as const], [3, "GEOMETRY" as const], [4, null]]);
    expect(topicBreakdown(marked, topics)).toEqual([
      { topic: "ALGEBRA", label: "Algebra", correct: 0, total: 1 },
      { topic: "GEOMETRY", label: "Geometry", correct: 2, total: 2 },
      { topic: null, label: "Other", correct: 1, total: 1 },
    ]);
  });
});
