import { describe, expect, it } from "vitest";
import {
  allowanceOf, completedBy, isDueForReview, ledgerOf, PRACTICE_ATTEMPTS, reviewableByCard, REVIEW_ROUND_ATTEMPTS, type AnswerSource, type LedgerAnswer, type ReviewCardDates,
} from "../../server/domain/attemptLedger.ts";

const now = new Date("2026-11-20T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() - (100 - n) * 60_000);
let clock = 0;
const answer = (source: AnswerSource, correct: boolean): LedgerAnswer => ({ source, correct, at: minutes(++clock) });
const wrong = (source: AnswerSource) => answer(source, false);
const right = (source: AnswerSource) => answer(source, true);
/** A review card as a miss leaves it: due in the future, last missed a moment ago. */
const missedCard = (due = new Date(now.getTime() + 60_000)): ReviewCardDates => ({ due, lastReview: minutes(0), lastMissedAt: minutes(0) });

describe("which answers count toward which allowance", () => {
  it("lesson practice, random practice and the question page share one practice allowance of 2 attempts", () => {
    expect(PRACTICE_ATTEMPTS).toBe(2);
    expect(["LESSON", "PRACTICE", "QUESTION"].map((source) => allowanceOf(source as AnswerSource))).toEqual(["PRACTICE", "PRACTICE", "PRACTICE"]);
    const ledger = ledgerOf([wrong("LESSON"), wrong("QUESTION")], missedCard(), now);
    expect(ledger.practice).toEqual({ attemptsAllowed: 2, attemptsUsed: 2, attemptsLeft: 0, locked: true });
  });

  it("a review round has its own 2 attempts, and contest answers never use the practice allowance", () => {
    expect(REVIEW_ROUND_ATTEMPTS).toBe(2);
    expect(allowanceOf("REVIEW")).toBe("REVIEW_ROUND");
    expect(allowanceOf("CONTEST")).toBe("CONTEST");
  });
});

describe("the practice allowance", () => {
  it("a wrong review answer, then a wrong question-page answer leaves 1 practice attempt and hides the answer", () => {
    const ledger = ledgerOf([wrong("PRACTICE"), wrong("REVIEW")], missedCard(), now);
    expect(ledger.practice).toEqual({ attemptsAllowed: 2, attemptsUsed: 1, attemptsLeft: 1, locked: false });
    expect(ledger.revealed).toBe(false);
    expect(ledger.completed).toBe(false);
  });

  it("a question of a submitted contest shows its answer, wrong or left blank there, and takes no more practice answers", () => {
    for (const ledger of [ledgerOf([wrong("CONTEST")], missedCard(), now), ledgerOf([], null, now, true)]) {
      expect(ledger.practice).toEqual({ attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true });
      expect(ledger.revealed).toBe(true);
      expect(ledger.solved).toBe(false);
      expect(ledger.lockedMessage).toBe("This question was in a contest you submitted, so its answer and solution are open.");
    }
  });

  it("locks and reveals once solved, with no attempts left", () => {
    const ledger = ledgerOf([wrong("PRACTICE"), right("LESSON")], null, now);
    expect(ledger.practice).toEqual({ attemptsAllowed: 2, attemptsUsed: 2, attemptsLeft: 0, locked: true });
    expect(ledger).toMatchObject({ solved: true, revealed: true, completed: true });
  });

  it("answered anywhere counts everywhere: a question solved in a contest or a review is locked in practice and completed", () => {
    for (const source of ["CONTEST", "REVIEW"] as const) {
      const ledger = ledgerOf([right(source)], null, now);
      expect(ledger.practice).toEqual({ attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true });
      expect(ledger).toMatchObject({ solved: true, revealed: true, completed: true });
    }
  });

  it("a failed review round shows the answer, so the question is revealed, locked in practice and completed", () => {
    const ledger = ledgerOf([wrong("PRACTICE"), wrong("REVIEW"), wrong("REVIEW")], missedCard(), now);
    expect(ledger.practice).toMatchObject({ attemptsUsed: 1, attemptsLeft: 0, locked: true });
    expect(ledger).toMatchObject({ solved: false, revealed: true, completed: true });
  });

  it("nothing answered: 2 attempts left, nothing revealed or completed", () => {
    expect(ledgerOf([], null, now)).toMatchObject({
      practice: { attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 2, locked: false },
      reviewRound: null, reviewable: false, solved: false, revealed: false, completed: false,
    });
  });
});

describe("review rounds", () => {
  it("a question never missed is not on the review list", () => {
    expect(ledgerOf([right("PRACTICE")], null, now)).toMatchObject({ reviewRound: null, reviewable: false });
  });

  // Rule changed (issue 16): a fresh miss waits until it is due (a day or more), no longer
  // reviewable at once, when its answer has just been shown.
  it("a mistake is not reviewable at once: it waits until it is due, then has 2 attempts", () => {
    const fresh = ledgerOf([wrong("CONTEST")], { ...missedCard(), due: new Date(now.getTime() + 86_400_000) }, now);
    expect(fresh).toMatchObject({ reviewable: false, reviewRound: { attemptsUsed: 0, attemptsLeft: 0, locked: true } });
    const ledger = ledgerOf([wrong("CONTEST")], missedCard(new Date(now.getTime() - 1000)), now);
    expect(ledger.reviewable).toBe(true);
    expect(ledger.reviewRound).toEqual({ attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 2, locked: false, solved: false });
  });

  it("a round under way keeps its count", () => {
    const ledger = ledgerOf([wrong("CONTEST"), wrong("REVIEW")], missedCard(), now);
    expect(ledger.reviewRound).toMatchObject({ attemptsUsed: 1, attemptsLeft: 1, locked: false });
  });

  it("a finished round is locked until the question is due again; then a new round has 2 attempts", () => {
    const answers = [wrong("PRACTICE"), wrong("REVIEW"), right("REVIEW")];
    const finishedAt = answers[2].at;
    const notDue = { due: new Date(now.getTime() + 86_400_000), lastReview: finishedAt, lastMissedAt: answers[0].at };
    expect(ledgerOf(answers, notDue, now)).toMatchObject({
      reviewable: false, reviewRound: { attemptsUsed: 2, attemptsLeft: 0, locked: true, solved: true },
    });
    const due = { ...notDue, due: new Date(now.getTime() - 1000) };
    expect(ledgerOf(answers, due, now)).toMatchObject({ reviewable: true, reviewRound: { attemptsUsed: 0, attemptsLeft: 2, locked: false } });
  });

  it("a miss elsewhere ends the round under way: the next review answer starts a new one", () => {
    const answers = [wrong("PRACTICE"), wrong("REVIEW"), wrong("PRACTICE")];
    const ledger = ledgerOf(answers, { due: new Date(now.getTime() - 60_000), lastReview: answers[2].at, lastMissedAt: answers[2].at }, now);
    expect(ledger.reviewRound).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2, locked: false });
    expect(ledger.reviewRoundIndex).toBe(1);
    expect(ledger.revealed).toBe(true);
  });

  it("counts review answers across rounds, which number them", () => {
    expect(ledgerOf([wrong("PRACTICE"), right("REVIEW"), wrong("PRACTICE"), wrong("REVIEW")], missedCard(), now).reviewAnswers).toBe(2);
  });
});

describe("a review card telling on its own whether the mistake is reviewable", () => {
  const sources: AnswerSource[] = ["LESSON", "PRACTICE", "QUESTION", "REVIEW", "CONTEST"];
  /** Every history of up to 4 answers, each from any source, right or wrong. */
  function* histories(length: number): Generator<{ source: AnswerSource; correct: boolean }[]> {
    if (length === 0) {
      yield [];
      return;
    }
    for (const shorter of histories(length - 1)) {
      yield shorter;
      if (shorter.length === length - 1) for (const source of sources) for (const correct of [false, true]) yield [...shorter, { source, correct }];
    }
  }
  const distinct = (length: number) => [...new Map([...histories(length)].map((history) => [JSON.stringify(history), history])).values()];

  it("says what the ledger says whenever it says anything, and leaves the rest (not due, answered in review) to the ledger", () => {
    const due = new Date(now.getTime() - 60_000);
    const later = new Date(now.getTime() + 86_400_000);
    let decided = 0;
    let undecided = 0;
    for (const history of distinct(4)) {
      const answers = history.map((entry, index) => ({ ...entry, at: minutes(index + 1) }));
      const reviewed = history.some((entry) => entry.source === "REVIEW");
      for (const cardDue of [due, later]) {
        const card: ReviewCardDates = { due: cardDue, lastReview: null, lastMissedAt: minutes(0) };
        const byCard = reviewableByCard({ due: cardDue, reviewed }, now);
        if (byCard === null) {
          undecided++;
          expect({ history, due: cardDue, reviewed }).toMatchObject({ due: later, reviewed: true });
        } else {
          decided++;
          expect({ history, due: cardDue, reviewable: byCard }).toEqual({ history, due: cardDue, reviewable: ledgerOf(answers, card, now).reviewable });
        }
      }
    }
    // Both kinds occur, and a round under way (not due, yet reviewable) is among the undecided.
    expect(decided).toBeGreaterThan(0);
    expect(undecided).toBeGreaterThan(0);
    expect(ledgerOf([{ source: "REVIEW", correct: false, at: minutes(1) }], missedCard(later), now).reviewable).toBe(true);
    expect(reviewableByCard({ due: later, reviewed: true }, now)).toBeNull();
  });

  it("a due card is reviewable; one not due and never answered in review is not", () => {
    expect(isDueForReview({ due: now }, now)).toBe(true);
    expect(reviewableByCard({ due: now, reviewed: false }, now)).toBe(true);
    expect(reviewableByCard({ due: new Date(now.getTime() + 1), reviewed: false }, now)).toBe(false);
  });
});

describe("completed from the answers alone (course progress)", () => {
  const sources: AnswerSource[] = ["LESSON", "PRACTICE", "QUESTION", "REVIEW", "CONTEST"];
  const outcomes = sources.flatMap((source) => [false, true].map((correct) => ({ source, correct })));

  it("says what the whole ledger says, for every history of up to 4 answers, in a submitted contest or not, with a review card or without", () => {
    let histories: { source: AnswerSource; correct: boolean }[][] = [[]];
    let checked = 0;
    for (let length = 0; length <= 4; length++) {
      for (const history of histories) {
        const answers = history.map((entry, index) => ({ ...entry, at: minutes(index + 1) }));
        for (const inSubmittedContest of [false, true]) {
          for (const card of [null, missedCard(), missedCard(new Date(now.getTime() - 60_000))]) {
            expect({ history, inSubmittedContest, completed: completedBy(history, inSubmittedContest) }).toEqual({
              history,
              inSubmittedContest,
              completed: ledgerOf(answers, card, now, inSubmittedContest).completed,
            });
            checked++;
          }
        }
      }
      histories = histories.flatMap((history) => outcomes.map((outcome) => [...history, outcome]));
    }
    expect(checked).toBe(6 * (1 + 10 + 100 + 1000 + 10000));
  });
});
