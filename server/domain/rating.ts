// Elo-like ratings: one per student and contest family (see families.ts), and one per question.
// A rated contest submission is a batch of games, one per question, between the student and the
// question's difficulty rating. The model, every parameter and the reasons are in docs/RATINGS.md;
// bench/ratings.ts measures it on simulated students.

/** Where every student (in each family) and every question starts. */
export const INITIAL_RATING = 1500;
/** Elo's logistic scale: 400 points of difference means 10:1 odds of solving. */
export const ELO_SCALE = 400;
/** A five-choice question answered by guessing is right one time in five. */
export const GUESSING_FLOOR = 0.2;

/** A student's K per game (question) starts here... */
export const STUDENT_K_MAX = 40;
/** ...halves after this many games (questions of rated submissions, blanks included)... */
export const STUDENT_K_HALVING_GAMES = 50;
/** ...and never falls below this, so a student who improves is followed. */
export const STUDENT_K_MIN = 10;
/** A student's rating moves at most this much in one submission. */
export const MAX_STUDENT_CHANGE = 400;

/** A question's K per game (student who met it) starts here... */
export const QUESTION_K_MAX = 80;
/** ...halves after this many games... */
export const QUESTION_K_HALVING_GAMES = 50;
/** ...and never falls below this: difficulty does not change, so the floor is low. */
export const QUESTION_K_MIN = 4;

/** A student's rating in a family is provisional for this many rated contests (a rating is still ±100 after one). */
export const PROVISIONAL_CONTESTS = 3;
/**
 * On a five-choice paper, a trailing run of blanks covering at least this share of the paper was
 * not reached (an abandoned or unfinished sheet): those questions are left out of the batch.
 */
export const NOT_REACHED_SHARE = 1 / 3;
/** Contests from this year on change students' ratings; earlier ones only calibrate questions. */
export const FIRST_RATED_YEAR = 2000;

export type RatingParameters = {
  initialRating: number;
  scale: number;
  guessingFloor: number;
  studentKMax: number;
  studentKHalvingGames: number;
  studentKMin: number;
  maxStudentChange: number;
  questionKMax: number;
  questionKHalvingGames: number;
  questionKMin: number;
  provisionalContests: number;
  notReachedShare: number;
  firstRatedYear: number;
};

/** The parameters in force; the bench passes variations of them to rateSubmission. */
export const RATING_PARAMETERS: Readonly<RatingParameters> = Object.freeze({
  initialRating: INITIAL_RATING,
  scale: ELO_SCALE,
  guessingFloor: GUESSING_FLOOR,
  studentKMax: STUDENT_K_MAX,
  studentKHalvingGames: STUDENT_K_HALVING_GAMES,
  studentKMin: STUDENT_K_MIN,
  maxStudentChange: MAX_STUDENT_CHANGE,
  questionKMax: QUESTION_K_MAX,
  questionKHalvingGames: QUESTION_K_HALVING_GAMES,
  questionKMin: QUESTION_K_MIN,
  provisionalContests: PROVISIONAL_CONTESTS,
  notReachedShare: NOT_REACHED_SHARE,
  firstRatedYear: FIRST_RATED_YEAR,
});

export type Rated = { rating: number; games: number };

export type SubmittedAnswer = {
  questionRating: number;
  questionGames: number;
  /** Five-choice (AMC) question: a guess is right one time in five. False for free-answer (AIME). */
  multipleChoice: boolean;
  correct: boolean;
  /** Left empty. A blank is never correct. */
  blank: boolean;
};

export type Submission = {
  student: Rated;
  answers: readonly SubmittedAnswer[];
  year: number;
  /** Rated contests the student had in the family before this one (for the provisional flag); 0 when unknown. */
  contestsBefore?: number;
};

export type RatedSubmission = {
  /** The student after the batch; the same as before when ratedStudent is false. */
  studentAfter: Rated;
  /** One entry per answer, in the same order (unchanged for answers not counted). */
  questionsAfter: Rated[];
  /** One entry per answer: whether it was a game (false for questions not reached). */
  counted: boolean[];
  /** Whether the student's rating and games changed (write a RatingChange row only then). */
  ratedStudent: boolean;
  /** Whether the student's rating (after the batch) is still provisional. */
  provisional: boolean;
};

/** Probability that the student solves the question (Elo's logistic curve), without guessing. */
export function solveProbability(
  studentRating: number,
  questionRating: number,
  parameters: Readonly<RatingParameters> = RATING_PARAMETERS,
): number {
  requireFinite(studentRating, "studentRating");
  requireFinite(questionRating, "questionRating");
  // For huge differences the power is Infinity or 0 and the result 0 or 1: still finite.
  return 1 / (1 + 10 ** ((questionRating - studentRating) / parameters.scale));
}

/**
 * Expected score (probability of a correct answer) of a student on a question. On a five-choice
 * question a student who cannot solve it still guesses right one time in five:
 * p = g + (1 - g) * logistic. Free-answer questions have no floor.
 */
export function expectedScore(
  studentRating: number,
  questionRating: number,
  { multipleChoice }: { multipleChoice: boolean },
  parameters: Readonly<RatingParameters> = RATING_PARAMETERS,
): number {
  const solve = solveProbability(studentRating, questionRating, parameters);
  const floor = multipleChoice ? parameters.guessingFloor : 0;
  return floor + (1 - floor) * solve;
}

/** K per game of a student with this many games: K_max / (1 + games / N), at least K_min. */
export function studentK(games: number, parameters: Readonly<RatingParameters> = RATING_PARAMETERS): number {
  requireGames(games, "games");
  return Math.max(parameters.studentKMin, parameters.studentKMax / (1 + games / parameters.studentKHalvingGames));
}

/** K per game of a question that has met this many students. */
export function questionK(games: number, parameters: Readonly<RatingParameters> = RATING_PARAMETERS): number {
  requireGames(games, "questionGames");
  return Math.max(parameters.questionKMin, parameters.questionKMax / (1 + games / parameters.questionKHalvingGames));
}

/** A rating is provisional until the student has PROVISIONAL_CONTESTS rated contests in that family. */
export function isProvisional(ratedContests: number, parameters: Readonly<RatingParameters> = RATING_PARAMETERS): boolean {
  return ratedContests < parameters.provisionalContests;
}

/**
 * Which answers of a submission are games. On a five-choice paper a trailing run of blanks
 * covering at least NOT_REACHED_SHARE of it was not reached: the student stopped (ran out of time,
 * abandoned the sheet), which says nothing about those questions. On a free-answer paper (AIME)
 * a blank and a wrong answer are the same "not solved", so every question counts.
 */
export function countedAnswers(
  answers: readonly Pick<SubmittedAnswer, "blank" | "multipleChoice">[],
  parameters: Readonly<RatingParameters> = RATING_PARAMETERS,
): boolean[] {
  const freeAnswer = answers.length > 0 && answers.every((answer) => !answer.multipleChoice);
  let trailing = 0;
  while (trailing < answers.length && answers[answers.length - 1 - trailing].blank) trailing += 1;
  const notReached = !freeAnswer && trailing > 0 && trailing >= parameters.notReachedShare * answers.length ? trailing : 0;
  return answers.map((_, index) => index < answers.length - notReached);
}

/** Contests before 2000 are not rated. */
export function isRatedYear(year: number, parameters: Readonly<RatingParameters> = RATING_PARAMETERS): boolean {
  return year >= parameters.firstRatedYear;
}

/**
 * Rates one contest submission as one batch: every expectation uses the ratings from before the
 * batch, so the order of the answers does not matter.
 *
 * - Each answer is a game. Correct scores 1; incorrect and blank score 0. The expectation of an
 *   answered question includes the guessing floor; a blank's does not (a blank says "not solved",
 *   and the chance of not solving is 1 - logistic), so leaving a question empty costs no more than
 *   failing it on a free-answer question, and less than a wrong answer on a five-choice one.
 * - Student: delta = K_student(games before) * sum(actual - expected), capped at
 *   +/- MAX_STUDENT_CHANGE; games grow by the number of answers.
 * - Question: delta = -K_question(its games) * (actual - expected), one game more.
 * - Contests before 2000: the student is unchanged (ratedStudent false); questions still move.
 * - Questions not reached (countedAnswers: a long trailing run of blanks on a five-choice paper)
 *   are no games. A five-choice submission with nothing answered therefore changes nothing; on a
 *   free-answer paper (AIME) an all-blank sheet is rated like an all-wrong one: both scored 0.
 */
export function rateSubmission(
  submission: Submission,
  parameters: Readonly<RatingParameters> = RATING_PARAMETERS,
): RatedSubmission {
  const { student, answers, year } = submission;
  const contestsBefore = submission.contestsBefore ?? 0;
  requireFinite(student.rating, "student.rating");
  requireGames(student.games, "student.games");
  if (!Number.isInteger(year)) throw new RangeError(`year must be an integer, got ${year}`);
  for (const answer of answers) {
    if (answer.blank && answer.correct) throw new RangeError("a blank answer cannot be correct");
  }

  const unchanged: RatedSubmission = {
    studentAfter: { rating: student.rating, games: student.games },
    questionsAfter: answers.map((answer) => {
      requireFinite(answer.questionRating, "questionRating");
      requireGames(answer.questionGames, "questionGames");
      return { rating: answer.questionRating, games: answer.questionGames };
    }),
    counted: answers.map(() => false),
    ratedStudent: false,
    provisional: isProvisional(contestsBefore, parameters),
  };
  const counted = countedAnswers(answers, parameters);
  if (!counted.includes(true)) return unchanged;

  let surprise = 0; // sum of (actual - expected) from the student's side
  const questionsAfter = answers.map((answer, index) => {
    if (!counted[index]) return unchanged.questionsAfter[index];
    const expected = answer.blank
      ? solveProbability(student.rating, answer.questionRating, parameters)
      : expectedScore(student.rating, answer.questionRating, answer, parameters);
    const actual = answer.correct ? 1 : 0;
    surprise += actual - expected;
    const k = questionK(answer.questionGames, parameters);
    return { rating: answer.questionRating - k * (actual - expected), games: answer.questionGames + 1 };
  });

  if (!isRatedYear(year, parameters)) return { ...unchanged, questionsAfter, counted };

  const limit = parameters.maxStudentChange;
  const change = Math.min(limit, Math.max(-limit, studentK(student.games, parameters) * surprise));
  const games = student.games + counted.filter(Boolean).length;
  return {
    studentAfter: { rating: student.rating + change, games },
    questionsAfter,
    counted,
    ratedStudent: true,
    provisional: isProvisional(contestsBefore + 1, parameters),
  };
}

function requireFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

function requireGames(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of games, got ${value}`);
}
