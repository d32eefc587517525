// The attempt ledger: which answers count toward which allowance, and what a student's answers
// to one question add up to. Every reader (answering, the question's viewer state and reveal,
// lesson and course progress, the dashboard, practice) derives its view from `ledgerOf`, so they
// cannot disagree. The rules are written out in docs/ATTEMPTS.md.

export type AnswerSource = "LESSON" | "PRACTICE" | "QUESTION" | "REVIEW" | "CONTEST";

/** Lesson practice, random practice and the question page share this many attempts per question. */
export const PRACTICE_ATTEMPTS = 2;
/** Each review round of a past mistake has its own attempts. */
export const REVIEW_ROUND_ATTEMPTS = 2;

export const LOCKED_SOLVED = "You answered this question correctly.";
export const LOCKED_BY_CONTEST = "This question was in a contest you submitted, so its answer and solution are open.";
export const LOCKED_ATTEMPTS = "You have used all your attempts on this question.";

export type Allowance = "PRACTICE" | "REVIEW_ROUND" | "CONTEST";

/** The allowance an answer counts toward. Contest answers never use the practice allowance. */
export function allowanceOf(source: AnswerSource): Allowance {
  if (source === "REVIEW") return "REVIEW_ROUND";
  if (source === "CONTEST") return "CONTEST";
  return "PRACTICE";
}

/** One recorded answer of the student to the question. */
export type LedgerAnswer = { source: AnswerSource; correct: boolean; at: Date };
/** What an answer was, without when: all that whether the answer is revealed needs (the answers in time order). */
export type AnswerOutcome = Pick<LedgerAnswer, "source" | "correct">;
/** The question's place on the student's review schedule (null: never missed). */
export type ReviewCardDates = { due: Date; lastReview: Date | null; lastMissedAt: Date };

export type AllowanceState = { attemptsAllowed: number; attemptsUsed: number; attemptsLeft: number; locked: boolean };

export type QuestionLedger = {
  /** Lessons, random practice and the question page: locked once the answer is revealed. */
  practice: AllowanceState;
  /** The current review round (or, while none may start, the last one); null when never missed. */
  reviewRound: (AllowanceState & { solved: boolean }) | null;
  /** The latest review round, finished or under way; null before the first review answer. */
  lastReviewRound: { attemptsUsed: number; solved: boolean; over: boolean } | null;
  /** A review answer would be taken now: a round is under way, or the question is due (a fresh miss is not, before a day or more). */
  reviewable: boolean;
  /** Answered correctly anywhere, contests and reviews included. */
  solved: boolean;
  /**
   * The answer may be shown: solved, the practice attempts used up, a review round failed (which
   * shows it), or the question was part of a contest the student submitted (its result showed the
   * answer key, blanks included).
   */
  revealed: boolean;
  /** Done for lesson and course progress, wherever it was answered: exactly when it is revealed. */
  completed: boolean;
  /** Why practice is locked, in the words the question page shows; null while it is not. */
  lockedMessage: string | null;
  /** REVIEW answers ever given (they are numbered across rounds). */
  reviewAnswers: number;
  /** Which review round (0 for the first) a review answer now belongs to: the open one, else the next. */
  reviewRoundIndex: number;
};

type Round = { used: number; solved: boolean; over: boolean };

/**
 * Review rounds, in answer order: a round ends when solved, when its attempts are used up (a
 * failed round shows the answer), or when the question is missed elsewhere (the miss puts it back
 * on the schedule, so the next review answer starts a new round).
 */
function reviewRounds(answers: readonly AnswerOutcome[]): { rounds: Round[]; failed: boolean } {
  const rounds: Round[] = [];
  let failed = false;
  for (const answer of answers) {
    const current = rounds.at(-1);
    if (answer.source !== "REVIEW") {
      if (!answer.correct && current && !current.over) current.over = true;
      continue;
    }
    const round = current && !current.over ? current : { used: 0, solved: false, over: false };
    if (round !== current) rounds.push(round);
    round.used += 1;
    round.solved = answer.correct;
    if (answer.correct) round.over = true;
    else if (round.used >= REVIEW_ROUND_ATTEMPTS) {
      round.over = true;
      failed = true;
    }
  }
  return { rounds, failed };
}

/** A mistake whose review is due: reviewable whatever its answers (see isReviewable). */
export function isDueForReview(card: { due: Date }, now: Date): boolean {
  // As numbers: comparing two Dates converts each to a primitive first, which a dashboard's
  // thousands of cards (several passes each) made a measurable share of its CPU.
  return card.due.getTime() <= now.getTime();
}

/**
 * Whether a mistake is reviewable now when its card alone tells, as `ledgerOf` would say: due, yes;
 * not due and never answered in review, no (only a round under way makes it reviewable, and rounds
 * are made of review answers). Null when only its ledger tells (a round may be under way).
 * `reviewed`: the student has given the question at least one REVIEW answer.
 */
export function reviewableByCard(card: { due: Date; reviewed: boolean }, now: Date): boolean | null {
  if (isDueForReview(card, now)) return true;
  return card.reviewed ? null : false;
}

/**
 * A mistake may be reviewed while a round is under way, or once it is due. A fresh miss is not
 * reviewable at once: the schedule puts it a day or more away (no same-day steps).
 */
function isReviewable(card: ReviewCardDates, openRound: boolean, now: Date): boolean {
  return openRound || isDueForReview(card, now);
}

/** The answers in time order (a stable sort): as given when they already are, as the readers' statements send them. */
function inTimeOrder(answers: readonly LedgerAnswer[]): readonly LedgerAnswer[] {
  for (let index = 1; index < answers.length; index++) {
    if (answers[index].at.getTime() < answers[index - 1].at.getTime()) return [...answers].sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  return answers;
}

type Tally = { practiceUsed: number; solved: boolean; contestAnswered: boolean; reviewAnswers: number };

/** The answers counted in one pass: a course's progress reads thousands of questions' answers per request. */
function tallyOf(answers: readonly AnswerOutcome[]): Tally {
  let practiceUsed = 0;
  let solved = false;
  let contestAnswered = false;
  let reviewAnswers = 0;
  for (let index = 0; index < answers.length; index++) {
    const answer = answers[index]!;
    if (allowanceOf(answer.source) === "PRACTICE") practiceUsed += 1;
    if (answer.correct) solved = true;
    if (answer.source === "CONTEST") contestAnswered = true;
    if (answer.source === "REVIEW") reviewAnswers += 1;
  }
  return { practiceUsed, solved, contestAnswered, reviewAnswers };
}

/**
 * The answer may be shown (QuestionLedger.revealed). `failed`: whether a review round failed, or
 * the answers to reckon it from, only when nothing else reveals it.
 */
function isRevealed(tally: Tally, contestShown: boolean, failed: boolean | readonly AnswerOutcome[]): boolean {
  if (tally.solved || tally.practiceUsed >= PRACTICE_ATTEMPTS || contestShown) return true;
  return typeof failed === "boolean" ? failed : reviewRounds(failed).failed;
}

/**
 * Whether a question is completed for lesson and course progress (QuestionLedger.completed, which
 * is `revealed`) from its answers alone, without the rest of its ledger: the progress of a course
 * asks it of thousands of questions per request. `answers` in time order, as the readers'
 * statements send them (`ledgerOf` puts them in it first).
 */
export function completedBy(answers: readonly AnswerOutcome[], inSubmittedContest: boolean): boolean {
  const tally = tallyOf(answers);
  return isRevealed(tally, inSubmittedContest || tally.contestAnswered, answers);
}

/**
 * What one student's answers to one question add up to, at `now`. Answers in the order given.
 * `inSubmittedContest`: the question is in a contest the student submitted, even left blank there
 * (a CONTEST answer says as much on its own).
 */
export function ledgerOf(answers: readonly LedgerAnswer[], card: ReviewCardDates | null, now: Date, inSubmittedContest = false): QuestionLedger {
  const ordered = inTimeOrder(answers);
  const tally = tallyOf(ordered);
  const { practiceUsed, solved, reviewAnswers } = tally;
  const { rounds, failed } = reviewRounds(ordered);
  const contestShown = inSubmittedContest || tally.contestAnswered;
  const revealed = isRevealed(tally, contestShown, failed);

  const last = rounds.at(-1);
  const open = last !== undefined && !last.over;
  const reviewable = card !== null && isReviewable(card, open, now);
  let reviewRound: QuestionLedger["reviewRound"] = null;
  if (card) {
    const shown = open || !reviewable ? last : undefined;
    const used = shown?.used ?? 0;
    reviewRound = {
      attemptsAllowed: REVIEW_ROUND_ATTEMPTS,
      attemptsUsed: used,
      attemptsLeft: reviewable ? REVIEW_ROUND_ATTEMPTS - used : 0,
      locked: !reviewable,
      solved: shown?.solved ?? false,
    };
  }

  return {
    practice: {
      attemptsAllowed: PRACTICE_ATTEMPTS,
      attemptsUsed: practiceUsed,
      attemptsLeft: revealed ? 0 : PRACTICE_ATTEMPTS - practiceUsed,
      locked: revealed,
    },
    reviewRound,
    lastReviewRound: last ? { attemptsUsed: last.used, solved: last.solved, over: last.over } : null,
    reviewable,
    solved,
    revealed,
    completed: revealed,
    lockedMessage: !revealed ? null : solved ? LOCKED_SOLVED : contestShown ? LOCKED_BY_CONTEST : LOCKED_ATTEMPTS,
    reviewAnswers,
    reviewRoundIndex: open ? rounds.length - 1 : rounds.length,
  };
}
