// Adaptive practice bench: a year of simulated students who take contests, practise and review,
// run through the project's own rating, pick and review functions, once with the rules in force
// ("after") and once with the former ones ("before": every family at 1500, practice never rated,
// blanks of an abandoned sheet counted, questions seeded at 1500, same-day review steps, the
// review window counted from the miss, a second-try success graded Hard).
//
//   node bench/adaptive.ts                 both modes, seed 1, 100 students
//   node bench/adaptive.ts --seed=2 --students=300
//   node bench/adaptive.ts --practice=0.3  practise on 30 % of days (3 new questions a session)
//
// Students answer by a 3-parameter model: solve with 1 / (1 + 10^(-a (ability - difficulty) / 400)),
// a discrimination a that varies by question; an unsolved five-choice question is guessed (right
// one time in five) or left blank by the student's own habit, an unsolved AIME answer is wrong or
// blank. Some students learn over the year, some are erratic from sitting to sitting; some sheets
// are abandoned after a few questions; each student takes their family's contests in a random
// order. Pure computation; see bench/README.md for what the figures mean.
import { calibrateQuestion } from "../server/domain/calibration.ts";
import type { Family } from "../server/domain/families.ts";
import { pickPracticeQuestion } from "../server/domain/practicePick.ts";
import { afterPracticeAnswer, currentPracticeRating, gradeFamily, type PracticeStanding, practiceFamilies } from "../server/domain/practiceRating.ts";
import { INITIAL_RATING, RATING_PARAMETERS, rateSubmission, type Rated, type RatingParameters } from "../server/domain/rating.ts";
import { ratingUncertainty, reanchorShift, seededQuestionRating } from "../server/domain/ratingScale.ts";
import { afterMiss, afterReview, DEFAULT_REVIEW_DAYS, inReviewWindow, REVIEW_RULES, type ReviewCardState, type ReviewRules } from "../server/domain/reviewSchedule.ts";
import { prng } from "./prng.ts";

type Mode = "before" | "after";
type Options = { seed: number; students: number; practiceDays?: number };

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);
const DAYS = 365;
/** Twenty years of papers: about the bank's size per family, so practice does not run out of questions near a student's level. */
const YEARS = Array.from({ length: 20 }, (_, index) => 2005 + index);
/** Share of days a student practises (PER_SESSION new questions each): about 110 a year by default. */
const PRACTICE_DAYS = 0.1;
const PER_SESSION = 3;
const REVIEWS_PER_SESSION = 30;
/**
 * Contest-only takers per simulated student: the rest of the site's population, who calibrate
 * the questions (a real bank's questions have met hundreds of takers). Not measured.
 */
const BACKGROUND_PER_STUDENT = 10;
/**
 * Takers of each paper before the measured year, with settled ratings: a bank's questions have
 * met hundreds of students by the time they are practised, so their K has come down.
 */
const PRIOR_TAKERS_PER_PAPER = 300;
const LEGACY_RATING: Readonly<RatingParameters> = { ...RATING_PARAMETERS, notReachedShare: Number.POSITIVE_INFINITY };
const LEGACY_REVIEW: Readonly<ReviewRules> = { sameDaySteps: true, secondTryLapse: false };

/** Where each family's entrants sit on the simulation's one true ability scale, and its papers. */
const TRUE_FAMILY: Record<Family, { entrants: number; spread: number; centre: number; size: number; perYear: number }> = {
  AMC8: { entrants: 1250, spread: 250, centre: 1490, size: 25, perYear: 1 },
  AMC10: { entrants: 1500, spread: 250, centre: 1800, size: 25, perYear: 2 },
  AMC12: { entrants: 1600, spread: 250, centre: 1950, size: 25, perYear: 2 },
  AIME: { entrants: 1950, spread: 200, centre: 2230, size: 15, perYear: 2 },
};
const FAMILY_LIST = Object.keys(TRUE_FAMILY) as Family[];

type Question = { id: number; family: Family; problemNumber: number; size: number; b: number; a: number; mc: boolean; seed: number; rating: number; games: number };
type Contest = { family: Family; year: number; questions: Question[] };
type Card = { state: ReviewCardState; lastMissedAt: number; lastExposure: number; reviews: number };
type Student = {
  id: number;
  grade: number;
  family: Family;
  ability: number;
  growth: number;
  erratic: number;
  guessing: number;
  dailyReviewer: boolean;
  contest: Map<Family, Rated & { contests: number }>;
  practice: Map<Family, PracticeStanding>;
  answered: Set<number>;
  cards: Map<number, Card>;
};
type Event = { at: number; student: Student; kind: "contest"; contest: Contest; abandonAfter: number | null } | { at: number; student: Student; kind: "practice" | "review" };

const normal = (random: () => number, mean: number, sd: number) => mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const solveChance = (ability: number, question: Question) => 1 / (1 + 10 ** ((-question.a * (ability - question.b)) / 400));
/** The true chance of a right answer when the student answers (guessing what they cannot solve). */
const trueChance = (ability: number, question: Question) => (question.mc ? 0.2 + 0.8 * solveChance(ability, question) : solveChance(ability, question));

export type AdaptiveResult = {
  practice: { served: number; inBand: number; ownFamily: number; below40: number; above90: number; amc8ServedAime: number; targetRms: number; targetBias: number };
  abandoned: { sittings: number; meanChangeNew: number; meanChangeEstablished: number; meanAbsErrorAfter: number };
  review: { reviews: number; withinTwelveHours: number; withinHour: number; medianGapDays: number; retiredUnmastered: number; retired: number };
  firstRatings: { label: string; rating: number }[];
  uncertainty: { after: number; rms: number; shown: number; coverage: number; count: number }[];
  drift: Record<Family, number>;
};

export function runAdaptive(mode: Mode, options: Options): AdaptiveResult {
  const random = prng(options.seed);
  const after = mode === "after";
  const ratingParameters = after ? RATING_PARAMETERS : LEGACY_RATING;
  const reviewRules = after ? REVIEW_RULES : LEGACY_REVIEW;

  // Papers: a ramp of true difficulty (problem 1 easiest) with noise, a harder or easier year.
  const contests: Contest[] = [];
  const questions: Question[] = [];
  for (const family of FAMILY_LIST) {
    const truth = TRUE_FAMILY[family];
    for (const year of YEARS) {
      for (let sitting = 0; sitting < truth.perYear; sitting++) {
        const yearOffset = normal(random, 0, 60);
        const paper: Question[] = Array.from({ length: truth.size }, (_, index) => {
          const place = index / (truth.size - 1) - 0.5;
          const seed = seededQuestionRating(family, index + 1, truth.size);
          return {
            id: questions.length + index,
            family,
            problemNumber: index + 1,
            size: truth.size,
            b: truth.centre + yearOffset + 1000 * place + normal(random, 0, 120),
            a: Math.exp(normal(random, 0, 0.3)),
            mc: family !== "AIME",
            seed,
            rating: after ? seed : INITIAL_RATING,
            games: 0,
          };
        });
        questions.push(...paper);
        contests.push({ family, year, questions: paper });
      }
    }
  }

  // Students: a grade, the family of that grade, an ability among its entrants; some learn, some
  // are erratic; each has a guessing habit; half review daily.
  const students: Student[] = Array.from({ length: options.students * (1 + BACKGROUND_PER_STUDENT) }, (_, id) => {
    const grade = 6 + Math.floor(random() * 7);
    const family = gradeFamily(grade)!;
    const kind = random();
    return {
      id,
      grade,
      family,
      ability: normal(random, TRUE_FAMILY[family].entrants, TRUE_FAMILY[family].spread),
      growth: kind < 0.25 ? 300 + 300 * random() : 0,
      erratic: kind > 0.85 ? 200 : 0,
      guessing: random(),
      dailyReviewer: random() < 0.5,
      contest: new Map(),
      practice: new Map(),
      answered: new Set(),
      cards: new Map(),
    };
  });
  const abilityAt = (student: Student, at: number) => student.ability + (student.growth * (at - START)) / (DAYS * DAY);

  // The year's events: contests of the student's family in a random order (strong students also
  // sit AIMEs), practice sessions, review sessions (daily reviewers every day, others after
  // practice); one in eight sheets is abandoned after a few questions.
  const events: Event[] = [];
  for (const student of students) {
    const families: Family[] = [student.family];
    if (student.family !== "AMC8" && student.ability > 1850) families.push("AIME");
    const own = contests.filter((contest) => families.includes(contest.family)).map((contest) => ({ contest, key: random() }));
    own.sort((x, y) => x.key - y.key);
    const count = 2 + Math.floor(random() * 5);
    for (const { contest } of own.slice(0, count)) {
      events.push({ at: START + random() * DAYS * DAY, student, kind: "contest", contest, abandonAfter: random() < 0.125 ? 1 + Math.floor(random() * 6) : null });
    }
    if (student.id >= options.students) continue; // contest-only
    for (let day = 0; day < DAYS; day++) {
      const at = START + day * DAY + (16 + 4 * random()) * 3_600_000;
      if (random() < (options.practiceDays ?? PRACTICE_DAYS)) {
        events.push({ at, student, kind: "practice" });
        if (!student.dailyReviewer && random() < 0.5) events.push({ at: at + 600_000, student, kind: "review" });
      }
      if (student.dailyReviewer) events.push({ at: at + 3 * 3_600_000, student, kind: "review" });
    }
  }
  events.sort((x, y) => x.at - y.at);

  const result: AdaptiveResult = {
    practice: { served: 0, inBand: 0, ownFamily: 0, below40: 0, above90: 0, amc8ServedAime: 0, targetRms: 0, targetBias: 0 },
    abandoned: { sittings: 0, meanChangeNew: 0, meanChangeEstablished: 0, meanAbsErrorAfter: 0 },
    review: { reviews: 0, withinTwelveHours: 0, withinHour: 0, medianGapDays: 0, retiredUnmastered: 0, retired: 0 },
    firstRatings: [],
    uncertainty: [],
    drift: { AMC8: 0, AMC10: 0, AMC12: 0, AIME: 0 },
  };
  let amc8Served = 0;
  const abandonedNew: number[] = [];
  const abandonedEstablished: number[] = [];
  const abandonedErrors: number[] = [];
  const gaps: number[] = [];
  const targetErrors: number[] = [];
  const errorsAfter = new Map([1, 2, 3, 6].map((contests) => [contests, { squared: 0, shown: 0, covered: 0, count: 0 }]));
  let nextReanchor = START + 30 * DAY;
  const steadyTruth = new Map<string, number>();

  // The rating on a family's scale that a student of this ability "should" have: the one whose
  // predicted score on the family's papers (as the model sees them) matches the true expected score.
  const familyQuestions = new Map(FAMILY_LIST.map((family) => [family, questions.filter((question) => question.family === family)]));
  const trueRating = (ability: number, family: Family) => {
    const pool = familyQuestions.get(family)!;
    const truth = pool.reduce((sum, question) => sum + trueChance(ability, question), 0);
    let low = 0;
    let high = 4000;
    for (let step = 0; step < 40; step++) {
      const middle = (low + high) / 2;
      const model = pool.reduce((sum, question) => sum + (question.mc ? 0.2 : 0) + (question.mc ? 0.8 : 1) / (1 + 10 ** ((question.seed - middle) / 400)), 0);
      if (model < truth) low = middle;
      else high = middle;
    }
    return (low + high) / 2;
  };

  // Earlier seasons: every paper sat by settled takers (rated at their true rating), in year order.
  const truthTable = new Map(FAMILY_LIST.map((family) => [family, new Map<number, number>()]));
  const settledRating = (ability: number, family: Family) => {
    const key = Math.round(ability / 10) * 10;
    const table = truthTable.get(family)!;
    if (!table.has(key)) table.set(key, trueRating(key, family));
    return table.get(key)!;
  };
  for (const contest of [...contests].sort((x, y) => x.year - y.year)) {
    const truth = TRUE_FAMILY[contest.family];
    for (let taker = 0; taker < PRIOR_TAKERS_PER_PAPER; taker++) {
      const ability = normal(random, truth.entrants, truth.spread);
      const studentRating = settledRating(ability, contest.family);
      for (const question of contest.questions) {
        const solved = random() < solveChance(ability, question);
        const guessed = !solved && question.mc && random() < 0.5;
        const game = { studentRating, multipleChoice: question.mc, correct: solved || (guessed && random() < 0.2), blank: !solved && !guessed };
        const moved = calibrateQuestion({ rating: question.rating, games: question.games }, [game], ratingParameters);
        question.rating = moved.rating;
        question.games = moved.games;
      }
    }
  }
  if (after) {
    for (const family of FAMILY_LIST) {
      const pool = familyQuestions.get(family)!;
      const shift = reanchorShift(pool.map((question) => ({ rating: question.rating, seed: question.seed })));
      for (const question of pool) question.rating += shift;
    }
  }

  const miss = (student: Student, question: Question, at: number) => {
    const card = student.cards.get(question.id);
    const state = afterMiss(card?.state ?? null, new Date(at), reviewRules);
    student.cards.set(question.id, { state, lastMissedAt: at, lastExposure: at, reviews: card?.reviews ?? 0 });
  };

  for (const event of events) {
    const { student, at } = event;
    if (after && at >= nextReanchor) {
      // Monthly re-anchoring: every family's questions and students shift back onto the seeds.
      for (const family of FAMILY_LIST) {
        const pool = familyQuestions.get(family)!;
        const shift = reanchorShift(pool.map((question) => ({ rating: question.rating, seed: question.seed })));
        if (shift === 0) continue;
        for (const question of pool) question.rating += shift;
        for (const other of students) {
          const rated = other.contest.get(family);
          if (rated) rated.rating += shift;
          const practised = other.practice.get(family);
          if (practised) {
            practised.rating += shift;
            if (practised.contestRating !== null) practised.contestRating += shift;
          }
        }
      }
      nextReanchor += 30 * DAY;
    }

    if (event.kind === "contest") {
      const { contest, abandonAfter } = event;
      const ability = abilityAt(student, at) + (student.erratic ? normal(random, 0, student.erratic) : 0);
      const marks = contest.questions.map((question, index) => {
        if (abandonAfter !== null && index >= abandonAfter) return { question, correct: false, blank: true };
        if (random() < solveChance(ability, question)) return { question, correct: true, blank: false };
        if (question.mc) return random() < student.guessing ? { question, correct: random() < 0.2, blank: false } : { question, correct: false, blank: true };
        return random() < 0.5 ? { question, correct: false, blank: false } : { question, correct: false, blank: true };
      });
      const counted = marks.filter((mark) => !student.answered.has(mark.question.id));
      const standing = student.contest.get(contest.family) ?? { rating: INITIAL_RATING, games: 0, contests: 0 };
      // The former rule: a sheet with nothing answered changed nothing (AIME included).
      const legacySkip = !after && !counted.some((mark) => !mark.blank);
      const ratingBefore = standing.rating;
      if (counted.length > 0 && !legacySkip) {
        const outcome = rateSubmission(
          {
            student: standing,
            answers: counted.map(({ question, correct, blank }) => ({ questionRating: question.rating, questionGames: question.games, multipleChoice: question.mc, correct, blank })),
            year: contest.year,
            contestsBefore: standing.contests,
          },
          ratingParameters,
        );
        counted.forEach((mark, index) => {
          if (!outcome.counted[index]) return;
          const moved = calibrateQuestion({ rating: mark.question.rating, games: mark.question.games }, [
            { studentRating: standing.rating, multipleChoice: mark.question.mc, correct: mark.correct, blank: mark.blank },
          ]);
          mark.question.rating = moved.rating;
          mark.question.games = moved.games;
        });
        if (outcome.ratedStudent) {
          const next = { ...outcome.studentAfter, contests: standing.contests + 1 };
          student.contest.set(contest.family, next);
          const bucket = errorsAfter.get(next.contests);
          if (bucket && student.erratic === 0 && student.growth === 0) {
            const key = `${student.id} ${contest.family}`;
            const truth = steadyTruth.get(key) ?? trueRating(student.ability, contest.family);
            steadyTruth.set(key, truth);
            const shown = ratingUncertainty(next.games);
            bucket.squared += (next.rating - truth) ** 2;
            bucket.shown += shown;
            if (Math.abs(next.rating - truth) <= shown) bucket.covered += 1;
            bucket.count += 1;
          }
        }
      }
      if (student.id >= options.students) continue; // contest-only: calibrates, not measured
      if (abandonAfter !== null && contest.year >= 2000) {
        // What the abandoned sheet did to the rating (0 when it was not rated), and how far the rating is then from the truth.
        const now = student.contest.get(contest.family)?.rating ?? INITIAL_RATING;
        result.abandoned.sittings += 1;
        (standing.contests === 0 ? abandonedNew : abandonedEstablished).push(now - ratingBefore);
        abandonedErrors.push(Math.abs(now - trueRating(abilityAt(student, at), contest.family)));
      }
      for (const mark of marks) {
        if (mark.blank) continue;
        student.answered.add(mark.question.id);
        if (!mark.correct) miss(student, mark.question, at);
      }
      continue;
    }

    if (event.kind === "practice") {
      for (let served = 0; served < PER_SESSION; served++) {
        const met = FAMILY_LIST.filter((family) => (student.contest.get(family)?.games ?? 0) > 0 || (student.practice.get(family)?.games ?? 0) > 0);
        const families = after ? practiceFamilies(student.grade, met) : FAMILY_LIST;
        const ratingOf = (family: Family) =>
          after ? currentPracticeRating(student.practice.get(family) ?? null, student.contest.get(family) ?? null).rating : (student.contest.get(family)?.rating ?? INITIAL_RATING);
        const candidates = questions
          .filter((question) => families.includes(question.family) && !student.answered.has(question.id))
          .map((question) => ({ id: question.id, rating: question.rating, isMultipleChoice: question.mc, studentRating: ratingOf(question.family), question }));
        const picked = pickPracticeQuestion(candidates, random());
        if (!picked) break;
        const question = picked.question;
        const chance = trueChance(abilityAt(student, at), question);
        if (result.practice.served % 25 === 0) {
          // How far the rating practice targets with is from the student's true rating (a sample).
          const truth = trueRating(abilityAt(student, at), question.family);
          targetErrors.push(picked.studentRating - truth);
        }
        result.practice.served += 1;
        if (chance >= 0.6 && chance <= 0.8) result.practice.inBand += 1;
        if (chance < 0.4) result.practice.below40 += 1;
        if (chance > 0.9) result.practice.above90 += 1;
        if (question.family === student.family) result.practice.ownFamily += 1;
        if (student.family === "AMC8") {
          amc8Served += 1;
          if (question.family === "AIME") result.practice.amc8ServedAime += 1;
        }
        const correct = random() < chance;
        if (after) {
          const contest = student.contest.get(question.family) ?? null;
          const before = currentPracticeRating(student.practice.get(question.family) ?? null, contest);
          const moved = afterPracticeAnswer(before, { rating: question.rating, multipleChoice: question.mc }, correct);
          student.practice.set(question.family, { ...moved, contestRating: contest?.rating ?? null, contestGames: contest?.games ?? null });
        }
        student.answered.add(question.id);
        if (!correct) {
          miss(student, question, at);
          // A second try: right one time in four on a five-choice question (one letter is gone), rarely on AIME.
          if (random() >= (question.mc ? 0.25 : 0.05)) miss(student, question, at + 60_000);
        }
      }
      continue;
    }

    // Review: every card in the window that may be reviewed now, most due first, at most 30 a session.
    let done = 0;
    const byDue = [...student.cards].sort((x, y) => x[1].state.due.getTime() - y[1].state.due.getTime());
    for (const [questionId, card] of byDue) {
      if (done >= REVIEWS_PER_SESSION) break;
      const inWindow = after
        ? inReviewWindow({ lastMissedAt: new Date(card.lastMissedAt), lastReview: card.state.lastReview }, DEFAULT_REVIEW_DAYS, new Date(at))
        : at - card.lastMissedAt <= DEFAULT_REVIEW_DAYS * DAY;
      if (!inWindow) continue;
      const reviewedSinceMiss = card.state.lastReview !== null && card.state.lastReview.getTime() > card.lastMissedAt;
      const reviewable = card.state.due.getTime() <= at || (!after && !reviewedSinceMiss);
      if (!reviewable) continue;
      done += 1;
      const question = questions[questionId];
      gaps.push((at - card.lastExposure) / DAY);
      result.review.reviews += 1;
      if (at - card.lastExposure < 12 * 3_600_000) result.review.withinTwelveHours += 1;
      if (at - card.lastExposure < 3_600_000) result.review.withinHour += 1;
      // A review is solved by ability (the answer seen before helps a little), a second try by elimination.
      const chance = Math.min(0.97, trueChance(abilityAt(student, at), question) + 0.15);
      const first = random() < chance;
      const second = !first && random() < (question.mc ? 0.25 : 0.05);
      const reviewAt = at + (first ? 0 : 60_000);
      card.state = afterReview(card.state, new Date(reviewAt), first || second, first ? 1 : 2, question.mc, reviewRules);
      card.lastExposure = reviewAt;
      card.reviews += 1;
      if (!first && !second) card.lastMissedAt = reviewAt;
    }
  }

  // Cards out of the window at the end: retired. "Unmastered" when the schedule still had them
  // coming back within a window's length.
  const end = START + DAYS * DAY;
  for (const student of students) {
    if (!student.dailyReviewer) continue;
    for (const card of student.cards.values()) {
      const inWindow = after
        ? inReviewWindow({ lastMissedAt: new Date(card.lastMissedAt), lastReview: card.state.lastReview }, DEFAULT_REVIEW_DAYS, new Date(end))
        : end - card.lastMissedAt <= DEFAULT_REVIEW_DAYS * DAY;
      if (inWindow) continue;
      result.review.retired += 1;
      if (card.state.scheduledDays < DEFAULT_REVIEW_DAYS) result.review.retiredUnmastered += 1;
    }
  }
  gaps.sort((x, y) => x - y);
  result.review.medianGapDays = gaps[Math.floor(gaps.length / 2)] ?? 0;
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  result.abandoned.meanChangeNew = mean(abandonedNew);
  result.abandoned.meanChangeEstablished = mean(abandonedEstablished);
  result.abandoned.meanAbsErrorAfter = mean(abandonedErrors);
  result.practice.amc8ServedAime = amc8Served === 0 ? 0 : result.practice.amc8ServedAime / amc8Served;
  result.uncertainty = [...errorsAfter].map(([count, bucket]) => ({
    after: count,
    rms: Math.sqrt(bucket.squared / Math.max(1, bucket.count)),
    shown: bucket.shown / Math.max(1, bucket.count),
    coverage: bucket.covered / Math.max(1, bucket.count),
    count: bucket.count,
  }));
  for (const family of FAMILY_LIST) {
    const played = familyQuestions.get(family)!.filter((question) => question.games > 0);
    result.drift[family] = mean(played.map((question) => question.rating - question.seed)) - (after ? 0 : mean(played.map((question) => INITIAL_RATING - question.seed)));
  }
  result.firstRatings = firstRatings(mode);
  const rms = (values: number[]) => Math.sqrt(mean(values.map((value) => value * value)));
  result.practice.targetRms = rms(targetErrors);
  result.practice.targetBias = mean(targetErrors);
  return result;
}

/** Scripted first sittings of a new student on papers whose questions still have their starting ratings. */
function firstRatings(mode: Mode): { label: string; rating: number }[] {
  const after = mode === "after";
  const parameters = after ? RATING_PARAMETERS : LEGACY_RATING;
  const paper = (family: Family, size: number, outcome: (index: number) => "correct" | "wrong" | "blank") =>
    Array.from({ length: size }, (_, index) => ({
      questionRating: after ? seededQuestionRating(family, index + 1, size) : INITIAL_RATING,
      questionGames: 0,
      multipleChoice: family !== "AIME",
      correct: outcome(index) === "correct",
      blank: outcome(index) === "blank",
    }));
  const rate = (answers: ReturnType<typeof paper>) => {
    if (!after && !answers.some((answer) => !answer.blank)) return INITIAL_RATING;
    return rateSubmission({ student: { rating: INITIAL_RATING, games: 0 }, answers, year: 2024 }, parameters).studentAfter.rating;
  };
  // Right answers on the easiest problems, the rest answered wrong: a student who answers everything.
  const score = (family: Family, size: number, right: number) => rate(paper(family, size, (index) => (index < right ? "correct" : "wrong")));
  return [
    { label: "AMC 8, 18 of 25 right (all answered)", rating: score("AMC8", 25, 18) },
    { label: "AMC 8, 11 of 25 right (the typical median)", rating: score("AMC8", 25, 11) },
    { label: "AMC 8, 7 of 25 right", rating: score("AMC8", 25, 7) },
    { label: "AMC 8, 3 answered (all right), 22 blank", rating: rate(paper("AMC8", 25, (index) => (index < 3 ? "correct" : "blank"))) },
    { label: "AMC 8, 1 answered (wrong), 24 blank", rating: rate(paper("AMC8", 25, (index) => (index < 1 ? "wrong" : "blank"))) },
    { label: "AIME, all 15 blank", rating: rate(paper("AIME", 15, () => "blank")) },
    { label: "AIME, all 15 wrong", rating: rate(paper("AIME", 15, () => "wrong")) },
    { label: "AIME, 6 of 15 right, the rest blank", rating: rate(paper("AIME", 15, (index) => (index < 6 ? "correct" : "blank"))) },
  ];
}

function print(mode: Mode, result: AdaptiveResult): void {
  const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
  const { practice, abandoned, review } = result;
  console.log(`\n== ${mode} ==`);
  console.log(`practice New: ${practice.served} served; true chance 60-80 %: ${share(practice.inBand, practice.served)}; own family ${share(practice.ownFamily, practice.served)}; below 40 %: ${share(practice.below40, practice.served)}; above 90 %: ${share(practice.above90, practice.served)}; AIME served to AMC 8 students ${(100 * practice.amc8ServedAime).toFixed(1)} %; rating targeted - true rating: rms ${practice.targetRms.toFixed(0)}, mean ${practice.targetBias.toFixed(0)}`);
  console.log(`abandoned sheets: ${abandoned.sittings}; mean change ${abandoned.meanChangeNew.toFixed(0)} (first contest), ${abandoned.meanChangeEstablished.toFixed(0)} (established); mean |rating - true| after ${abandoned.meanAbsErrorAfter.toFixed(0)}`);
  console.log(`review: ${review.reviews} reviews; within 12 h of the last exposure ${share(review.withinTwelveHours, review.reviews)}, within 1 h ${share(review.withinHour, review.reviews)}; median gap ${review.medianGapDays.toFixed(1)} days; daily reviewers' cards retired while still scheduled ${share(review.retiredUnmastered, review.retired)} of ${review.retired}`);
  console.log(`rating error (steady students) vs the ± shown: ${result.uncertainty.map((entry) => `after ${entry.after} contest(s) rms ${entry.rms.toFixed(0)} shown ±${entry.shown.toFixed(0)}, within ± ${(100 * entry.coverage).toFixed(0)} % (n ${entry.count})`).join("; ")}`);
  console.log(`question drift from seeds (mean, played questions): ${Object.entries(result.drift).map(([family, drift]) => `${family} ${drift.toFixed(0)}`).join(", ")}`);
  console.log("first ratings of a new student:");
  for (const entry of result.firstRatings) console.log(`  ${entry.label.padEnd(48)} ${entry.rating.toFixed(0)}`);
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const argument = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const options = { seed: argument("seed", 1), students: argument("students", 100), practiceDays: argument("practice", PRACTICE_DAYS) };
  const started = Date.now();
  console.log(`seed ${options.seed}, ${options.students} students, ${DAYS} days`);
  for (const mode of ["before", "after"] as const) print(mode, runAdaptive(mode, options));
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
