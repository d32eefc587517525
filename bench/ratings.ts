// Rating bench: simulated students with known abilities take contests; the rating system learns
// from the first 80% of the sittings (in time order) and predicts correctness on the last 20%.
//
//   node bench/ratings.ts                 the default scenario, seed 1
//   node bench/ratings.ts --seed=7        another seed
//   node bench/ratings.ts --growth=150    students improve by about 150 points over the period
//   node bench/ratings.ts --guessing=1    every student guesses every unsolved five-choice question
//   node bench/ratings.ts --sweep         parameter variations, averaged over 5 seeds
//   node bench/ratings.ts --coverage      the ± shown vs the measured error, averaged over 5 seeds
//
// Pure computation, no I/O besides printing; see bench/README.md for what the figures mean.
import {
  expectedScore,
  RATING_PARAMETERS,
  rateSubmission,
  type RatingParameters,
  type SubmittedAnswer,
} from "../server/domain/rating.ts";
import { ratingUncertainty } from "../server/domain/ratingScale.ts";
import { prng } from "./prng.ts";

type Options = {
  seed: number;
  students: number;
  /** Mean improvement of a student over the whole period, in rating points (0: fixed abilities). */
  growth: number;
  /** Share of unsolved five-choice questions a student guesses rather than leaves blank; null: each student's own, uniform in [0, 1). */
  guessing: number | null;
  /** Count blanks as wrong answers (expectation with the guessing floor) instead of "not solved". */
  blanksAsWrong: boolean;
  parameters: Readonly<RatingParameters>;
};

const FIVE_CHOICE_CONTESTS = 10;
const FREE_ANSWER_CONTESTS = 2;
const QUESTIONS_PER_CONTEST = 25;
const PRE_2000_CONTESTS = 2; // the first two five-choice contests are from 1998 and 1999
const TRAIN_SHARE = 0.8;
const SCALE = 400;
const GUESS = 0.2;

type Question = { id: number; trueDifficulty: number; multipleChoice: boolean };
type Contest = { year: number; questions: Question[] };
type Student = { id: number; ability: number; growth: number; guessing: number };
type Sitting = { student: Student; contest: Contest; time: number };
type Prediction = { p: number; correct: boolean };

export type BenchResult = {
  answers: { train: number; test: number };
  trainCorrectRate: number;
  logLoss: { constant: number; questionOnly: number; ratings: number; truth: number };
  students: Agreement;
  questions: Agreement;
  /**
   * Rating points a student who always guesses gets over one of the same ability who always leaves
   * unsolved questions blank (slope of learned - true on the student's share of guessing).
   */
  guessingBias: number;
  /** The rating just after a student's n-th rated contest against their true ability then, and the ± shown with it. */
  uncertainty: Uncertainty[];
};

/** How honest the ± is after `contests` rated contests: rms of (rating - ability), the mean ± shown, and how often |rating - ability| <= ±. */
type Uncertainty = { contests: number; count: number; rms: number; meanError: number; shown: number; coverage: number };

/** Rated contests after which the ± is checked. */
const UNCERTAINTY_CHECKS = [1, 2, 3, 6];

/** How learned ratings agree with the truth; spread is sd(learned) / sd(true), 1 when the scale is right. */
type Agreement = { count: number; pearson: number; spearman: number; spread: number; meanShift: number };


function normal(random: () => number, mean: number, sd: number): number {
  const u = 1 - random(); // (0, 1]
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const logistic = (ability: number, difficulty: number) => 1 / (1 + 10 ** ((difficulty - ability) / SCALE));

export function runBench(options: Options): BenchResult {
  const random = prng(options.seed);

  // Contests: fixed sets of 25 questions, easiest first as on a real paper.
  const contests: Contest[] = [];
  let questionId = 0;
  for (let c = 0; c < FIVE_CHOICE_CONTESTS + FREE_ANSWER_CONTESTS; c++) {
    const multipleChoice = c < FIVE_CHOICE_CONTESTS;
    const mean = multipleChoice ? 1500 : 1750;
    const difficulties = Array.from({ length: QUESTIONS_PER_CONTEST }, () => normal(random, mean, 350)).sort((a, b) => a - b);
    contests.push({
      year: c < PRE_2000_CONTESTS ? 1998 + c : 2001 + c,
      questions: difficulties.map((trueDifficulty) => ({ id: questionId++, trueDifficulty, multipleChoice })),
    });
  }

  // Students: ability ~ N(1500, 300); each takes 3 to 12 contests at random times in [0, 1).
  // Every draw is made whatever the options, so one seed gives the same students in every scenario.
  const students: Student[] = Array.from({ length: options.students }, (_, id) => {
    const ability = normal(random, 1500, 300);
    const growth = normal(random, 1, 0.5) * options.growth;
    const guessing = random(); // share of unsolved five-choice questions guessed rather than left blank
    return { id, ability, growth, guessing: options.guessing ?? guessing };
  });
  const sittings: Sitting[] = [];
  for (const student of students) {
    const count = 3 + Math.floor(random() * 10);
    const order = contests.map((contest) => ({ contest, key: random() })).sort((a, b) => a.key - b.key);
    for (const { contest } of order.slice(0, count)) sittings.push({ student, contest, time: random() });
  }
  sittings.sort((a, b) => a.time - b.time);
  const split = Math.floor(sittings.length * TRAIN_SHARE);
  const splitTime = sittings[split]?.time ?? 1;
  const abilityAt = (student: Student, time: number) => student.ability + student.growth * time;

  // Outcomes drawn from the true model: solve with the logistic probability; an unsolved
  // five-choice question is guessed (right one time in five) or left blank; an unsolved
  // free-answer question is wrong or blank, even odds.
  const sit = (sitting: Sitting) =>
    sitting.contest.questions.map((question) => {
      const ability = abilityAt(sitting.student, sitting.time);
      const solve = logistic(ability, question.trueDifficulty);
      const truth = question.multipleChoice ? solve + (1 - solve) * sitting.student.guessing * GUESS : solve;
      if (random() < solve) return { question, correct: true, blank: false, truth };
      if (question.multipleChoice && random() < sitting.student.guessing) {
        return { question, correct: random() < GUESS, blank: false, truth };
      }
      return { question, correct: false, blank: question.multipleChoice || random() < 0.5, truth };
    });

  const studentState = new Map<number, { rating: number; games: number }>();
  const questionState = new Map<number, { rating: number; games: number }>();
  const questionTally = new Map<number, { correct: number; total: number }>();
  const ratedContests = new Map<number, number>();
  const checks = new Map(UNCERTAINTY_CHECKS.map((contests) => [contests, [] as { error: number; shown: number }[]]));
  let trainCorrect = 0;
  let trainAnswers = 0;

  for (const sitting of sittings.slice(0, split)) {
    const outcomes = sit(sitting);
    const student = studentState.get(sitting.student.id) ?? { rating: options.parameters.initialRating, games: 0 };
    const answers: SubmittedAnswer[] = outcomes.map(({ question, correct, blank }) => {
      const state = questionState.get(question.id) ?? { rating: options.parameters.initialRating, games: 0 };
      return {
        questionRating: state.rating,
        questionGames: state.games,
        multipleChoice: question.multipleChoice,
        correct,
        blank: blank && !options.blanksAsWrong,
      };
    });
    const result = rateSubmission({ student, answers, year: sitting.contest.year }, options.parameters);
    if (result.ratedStudent) {
      studentState.set(sitting.student.id, result.studentAfter);
      const contests = (ratedContests.get(sitting.student.id) ?? 0) + 1;
      ratedContests.set(sitting.student.id, contests);
      checks.get(contests)?.push({ error: result.studentAfter.rating - abilityAt(sitting.student, sitting.time), shown: ratingUncertainty(result.studentAfter.games) });
    }
    outcomes.forEach(({ question, correct }, index) => {
      questionState.set(question.id, result.questionsAfter[index]!);
      const tally = questionTally.get(question.id) ?? { correct: 0, total: 0 };
      tally.correct += correct ? 1 : 0;
      tally.total += 1;
      questionTally.set(question.id, tally);
      trainCorrect += correct ? 1 : 0;
      trainAnswers += 1;
    });
  }

  const trainCorrectRate = trainCorrect / trainAnswers;
  const constant: Prediction[] = [];
  const questionOnly: Prediction[] = [];
  const ratings: Prediction[] = [];
  const truth: Prediction[] = [];
  for (const sitting of sittings.slice(split)) {
    const student = studentState.get(sitting.student.id)?.rating ?? options.parameters.initialRating;
    for (const { question, correct, truth: p } of sit(sitting)) {
      const questionRating = questionState.get(question.id)?.rating ?? options.parameters.initialRating;
      const tally = questionTally.get(question.id) ?? { correct: 0, total: 0 };
      constant.push({ p: trainCorrectRate, correct });
      // Per-question success rate, shrunk towards the overall rate with a prior of 2 answers.
      questionOnly.push({ p: (tally.correct + 2 * trainCorrectRate) / (tally.total + 2), correct });
      ratings.push({ p: expectedScore(student, questionRating, question, options.parameters), correct });
      truth.push({ p, correct });
    }
  }

  const ratedStudents = students.filter((student) => studentState.has(student.id));
  const seenQuestions = contests.flatMap((contest) => contest.questions).filter((question) => questionState.has(question.id));
  const learnedStudents = ratedStudents.map((student) => studentState.get(student.id)!.rating);
  const trueStudents = ratedStudents.map((student) => abilityAt(student, splitTime));
  const learnedQuestions = seenQuestions.map((question) => questionState.get(question.id)!.rating);
  const trueQuestions = seenQuestions.map((question) => question.trueDifficulty);

  return {
    answers: { train: trainAnswers, test: ratings.length },
    trainCorrectRate,
    logLoss: { constant: logLoss(constant), questionOnly: logLoss(questionOnly), ratings: logLoss(ratings), truth: logLoss(truth) },
    students: agreement(learnedStudents, trueStudents),
    questions: agreement(learnedQuestions, trueQuestions),
    guessingBias: slope(
      ratedStudents.map((student) => student.guessing),
      learnedStudents.map((learned, index) => learned - trueStudents[index]!),
    ),
    uncertainty: [...checks].map(([contests, entries]) => ({
      contests,
      count: entries.length,
      rms: Math.sqrt(mean(entries.map(({ error }) => error * error))),
      meanError: mean(entries.map(({ error }) => error)),
      shown: mean(entries.map(({ shown }) => shown)),
      coverage: mean(entries.map(({ error, shown }) => (Math.abs(error) <= shown ? 1 : 0))),
    })),
  };
}

function agreement(learned: number[], truth: number[]): Agreement {
  return {
    count: learned.length,
    pearson: pearson(learned, truth),
    spearman: spearman(learned, truth),
    spread: sd(learned) / sd(truth),
    meanShift: mean(learned) - mean(truth),
  };
}

/** Least-squares slope of ys on xs. */
function slope(xs: number[], ys: number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / xs.length);

function logLoss(predictions: Prediction[]): number {
  let total = 0;
  for (const { p, correct } of predictions) {
    const clipped = Math.min(1 - 1e-9, Math.max(1e-9, p));
    total -= Math.log(correct ? clipped : 1 - clipped);
  }
  return total / predictions.length;
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function ranks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    for (let k = i; k <= j; k++) result[order[k]!.index] = (i + j) / 2 + 1; // ties share the mean rank
    i = j + 1;
  }
  return result;
}

const spearman = (xs: number[], ys: number[]) => pearson(ranks(xs), ranks(ys));

// ---- command line ----

const fixed = (value: number, digits = 3) => value.toFixed(digits);

function printResult(result: BenchResult, options: Options): void {
  const { logLoss: loss } = result;
  console.log(
    `seed ${options.seed}, ${options.students} students, ${FIVE_CHOICE_CONTESTS} five-choice + ${FREE_ANSWER_CONTESTS} free-answer contests ` +
      `of ${QUESTIONS_PER_CONTEST} questions (${PRE_2000_CONTESTS} before 2000), growth ${options.growth}, ` +
      `guessing ${options.guessing ?? "per student"}` +
      (options.blanksAsWrong ? ", blanks counted as wrong" : ""),
  );
  console.log(`answers: ${result.answers.train} to learn from, ${result.answers.test} held out; training correct rate ${fixed(result.trainCorrectRate)}`);
  console.log("");
  console.log("held-out log-loss (lower is better)      log-loss   vs constant");
  const row = (name: string, value: number) => console.log(`  ${name.padEnd(38)} ${fixed(value, 4).padStart(8)}   ${fixed(value / loss.constant).padStart(6)}`);
  row("constant (training correct rate)", loss.constant);
  row("per-question correct rate", loss.questionOnly);
  row("ratings (expectedScore)", loss.ratings);
  row("true model (best possible)", loss.truth);
  const gap = (loss.constant - loss.ratings) / (loss.constant - loss.truth);
  console.log(`  ratings close ${fixed(gap * 100, 1)}% of the gap between the constant and the true model`);
  console.log("");
  console.log("learned vs true                          count   Pearson   Spearman   spread   mean shift");
  const corr = (name: string, value: Agreement) =>
    console.log(
      `  ${name.padEnd(38)} ${String(value.count).padStart(5)}   ${fixed(value.pearson).padStart(7)}   ${fixed(value.spearman).padStart(8)}` +
        `   ${fixed(value.spread, 2).padStart(6)}   ${fixed(value.meanShift, 0).padStart(10)}`,
    );
  corr("student rating vs ability", result.students);
  corr("question rating vs difficulty", result.questions);
  if (options.guessing === null) {
    console.log("");
    console.log(`guessing bias: a student who always guesses is rated ${fixed(result.guessingBias, 0)} points above one of the same ability who always leaves blanks`);
  }
  console.log("");
  console.log("the ± shown vs the measured error      count   rms error   mean error   ± shown   |error| <= ±");
  for (const entry of result.uncertainty) {
    console.log(
      `  after ${String(entry.contests).padEnd(2)} rated contest(s)${"".padEnd(13)} ${String(entry.count).padStart(5)}   ${fixed(entry.rms, 0).padStart(9)}   ` +
        `${fixed(entry.meanError, 0).padStart(10)}   ${fixed(entry.shown, 0).padStart(7)}   ${fixed(entry.coverage * 100, 1).padStart(10)} %`,
    );
  }
}

function sweep(base: Options): void {
  const seeds = [1, 2, 3, 4, 5];
  const variants: [string, Partial<Options>, Partial<RatingParameters>][] = [
    ["defaults", {}, {}],
    ["blanks counted as wrong", { blanksAsWrong: true }, {}],
    ["student K_max 20", {}, { studentKMax: 20 }],
    ["student K_max 60", {}, { studentKMax: 60 }],
    ["student K_min 5", {}, { studentKMin: 5 }],
    ["student K_min 20", {}, { studentKMin: 20 }],
    ["student halving 25 games", {}, { studentKHalvingGames: 25 }],
    ["student halving 100 games", {}, { studentKHalvingGames: 100 }],
    ["no cap per submission", {}, { maxStudentChange: Infinity }],
    ["cap 200 per submission", {}, { maxStudentChange: 200 }],
    ["question K_max 40", {}, { questionKMax: 40 }],
    ["question K_max 120", {}, { questionKMax: 120 }],
    ["question halving 20 games", {}, { questionKHalvingGames: 20 }],
    ["question halving 150 games", {}, { questionKHalvingGames: 150 }],
    ["question K_min 1", {}, { questionKMin: 1 }],
    ["question K_min 10", {}, { questionKMin: 10 }],
    ["no guessing floor", {}, { guessingFloor: 0 }],
  ];
  const scenarios: [string, Partial<Options>][] = [
    ["fixed abilities", { growth: 0 }],
    ["students improve by about 300 points over the period", { growth: 300 }],
    ["fixed abilities, every unsolved five-choice question guessed", { growth: 0, guessing: 1 }],
  ];
  for (const [scenario, settings] of scenarios) {
    console.log(`${scenario}; mean over seeds ${seeds.join(", ")}`);
    console.log("  variant                          log-loss/constant   student rho   question rho   student spread   question spread   guessing bias");
    for (const [name, overrides, parameters] of variants) {
      const results = seeds.map((seed) =>
        runBench({ ...base, ...settings, ...overrides, seed, parameters: { ...base.parameters, ...parameters } }),
      );
      const mean = (pick: (result: BenchResult) => number) => results.reduce((sum, result) => sum + pick(result), 0) / results.length;
      console.log(
        `  ${name.padEnd(32)} ${fixed(mean((r) => r.logLoss.ratings / r.logLoss.constant), 4).padStart(17)}   ` +
          `${fixed(mean((r) => r.students.spearman)).padStart(11)}   ${fixed(mean((r) => r.questions.spearman)).padStart(12)}   ` +
          `${fixed(mean((r) => r.students.spread), 2).padStart(14)}   ${fixed(mean((r) => r.questions.spread), 2).padStart(15)}   ` +
          `${(settings.guessing === undefined ? fixed(mean((r) => r.guessingBias), 0) : "-").padStart(13)}`,
      );
    }
    console.log("");
  }
}

/** The ± shown against the measured error after 1, 2, 3 and 6 rated contests, averaged over seeds 1-5. */
function coverage(base: Options): void {
  const seeds = [1, 2, 3, 4, 5];
  const results = seeds.map((seed) => runBench({ ...base, seed }).uncertainty);
  console.log(`the ± shown vs the measured error; mean over seeds ${seeds.join(", ")}`);
  console.log("  after   rms error   mean error   ± shown   |error| <= ±");
  results[0]!.forEach((entry, index) => {
    const mean = (pick: (value: Uncertainty) => number) => results.reduce((sum, result) => sum + pick(result[index]!), 0) / results.length;
    console.log(
      `  ${String(entry.contests).padStart(5)}   ${fixed(mean((u) => u.rms), 0).padStart(9)}   ${fixed(mean((u) => u.meanError), 0).padStart(10)}   ` +
        `${fixed(mean((u) => u.shown), 0).padStart(7)}   ${fixed(mean((u) => u.coverage) * 100, 1).padStart(10)} %`,
    );
  });
}

function main(): void {
  const flag = (name: string) => process.argv.slice(2).find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const number = (name: string, fallback: number) => {
    const value = flag(name)?.split("=")[1];
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`--${name} needs a number, got ${value}`);
    return parsed;
  };
  const options: Options = {
    seed: number("seed", 1),
    students: number("students", 400),
    growth: number("growth", 0),
    guessing: flag("guessing") ? number("guessing", 0) : null,
    blanksAsWrong: flag("blanks-as-wrong") !== undefined,
    parameters: RATING_PARAMETERS,
  };
  const started = performance.now();
  if (flag("sweep")) sweep(options);
  else if (flag("coverage")) coverage(options);
  else printResult(runBench(options), options);
  console.log(`\n(${fixed((performance.now() - started) / 1000, 2)} s)`);
}

if (import.meta.main) main();
