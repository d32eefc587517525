// The demo community: invented students with contest histories and lesson practice, so a fresh
// development database has leaderboards, trending lessons, counts and charts with something in
// them. Built in memory from the seeded contests and lessons (their ids come from the database);
// every student is flagged `isDemo` and shown as demo data. Contest results are scored and rated
// by the server's own rules (domain/contestScoring.ts, domain/rating.ts), so the boards and
// histories agree with what a real sitting would have given.
import type { CompetitionFamily } from "../../server/db/generated/enums.ts";
import { scoreContest } from "../../server/domain/contestScoring.ts";
import { expectedScore, INITIAL_RATING, rateSubmission } from "../../server/domain/rating.ts";
import { createRng, type Rng } from "./random.ts";

export type CommunityQuestion = { id: number; answer: string; isMultipleChoice: boolean; rating: number };
export type CommunityContest = { id: number; family: CompetitionFamily; year: number; durationMinutes: number; questions: CommunityQuestion[] };
export type CommunityLesson = { id: number; family: CompetitionFamily; sections: { id: number; questions: CommunityQuestion[] }[] };

export type CommunityStudent = {
  key: string;
  user: { email: string; username: string; studentGrade: number; referralCode: string; isDemo: true; createdAt: Date };
  submissions: {
    contestId: number;
    startKey: string;
    startedAt: Date;
    submittedAt: Date;
    timeSpentSeconds: number;
    answers: { questionId: number; given: string; correct: boolean; blank: boolean; correctAnswer: string }[];
    score: number;
    fullScore: number;
    correctCount: number;
    blankCount: number;
    incorrectCount: number;
    rated: boolean;
    rating: { family: CompetitionFamily; before: number; after: number };
  }[];
  lessonAttempts: { questionId: number; lessonId: number; sectionId: number; answer: string; correct: boolean; createdAt: Date }[];
  ratings: { family: CompetitionFamily; rating: number; games: number }[];
};

/** How many invented students there are: enough for full boards, few enough to seed in a moment. */
export const COMMUNITY_SIZE = 40;

const FIRST = ["Aiden", "Bea", "Carlos", "Dana", "Eli", "Fatima", "Gus", "Hana", "Ivan", "Jade", "Kofi", "Lena", "Milo", "Nadia", "Omar", "Pia", "Quinn", "Rosa", "Sami", "Tara", "Ugo", "Vera", "Wen", "Xavi", "Yara", "Zoe", "Arjun", "Bella", "Cyrus", "Dev", "Elin", "Finn", "Gia", "Hugo", "Ines", "Jun", "Kai", "Lia", "Max", "Noor"];
const LAST = ["Adams", "Brooks", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Haddad", "Ito", "Jensen", "Kim", "Lopez", "Moreau", "Nguyen", "Okafor", "Patel", "Quist", "Rossi", "Sato", "Tanaka"];

const DAY = 86_400_000;

function familiesFor(grade: number, strength: number): CompetitionFamily[] {
  if (grade <= 8) return strength > 0.75 ? ["AMC8", "AMC10"] : ["AMC8"];
  const amc: CompetitionFamily = grade <= 10 ? "AMC10" : "AMC12";
  return strength > 0.6 ? [amc, "AIME"] : [amc];
}

// A believable level for the family: AIME qualifiers are strong, AMC 8 takers younger.
const ABILITY: Record<CompetitionFamily, readonly [number, number]> = {
  AMC8: [950, 1650],
  AMC10: [1150, 1900],
  AMC12: [1250, 2050],
  AIME: [1600, 2250],
};

function sitContest(rng: Rng, contest: CommunityContest, ability: number) {
  const answers = new Map<number, string>();
  for (const question of contest.questions) {
    const p = expectedScore(ability, question.rating, { multipleChoice: question.isMultipleChoice });
    // On the AMC a student who feels lost often leaves it blank (1.5 points on the AMC 10/12).
    if (rng.next() < p) answers.set(question.id, question.answer);
    else if (question.isMultipleChoice && rng.next() < 0.35) continue;
    else answers.set(question.id, wrongAnswer(rng, question));
  }
  return answers;
}

function wrongAnswer(rng: Rng, question: CommunityQuestion): string {
  if (question.isMultipleChoice) return rng.pick(["A", "B", "C", "D", "E"].filter((letter) => letter !== question.answer));
  const right = Number(question.answer);
  const wrong = (right + rng.int(1, 998)) % 1000;
  return String(wrong);
}

/** The community at `now`: all activity lies in the 60 days before it, most of it recent. */
export function buildCommunity(contests: CommunityContest[], lessons: CommunityLesson[], now: Date): CommunityStudent[] {
  const rng = createRng(`community ${contests.length} ${lessons.length}`);
  const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * DAY + hour * 3_600_000 - now.getUTCHours() * 3_600_000);
  return Array.from({ length: COMMUNITY_SIZE }, (_, index) => {
    const first = FIRST[index % FIRST.length];
    const last = LAST[(index * 7) % LAST.length];
    const grade = 6 + (index % 7);
    const strength = rng.next();
    const key = `${first.toLowerCase()}.${last.toLowerCase()}`;
    const ratings = new Map<CompetitionFamily, { rating: number; games: number }>();
    const submissions: CommunityStudent["submissions"] = [];
    for (const family of familiesFor(grade, strength)) {
      const [low, high] = ABILITY[family];
      const ability = low + (high - low) * (0.15 + 0.85 * strength) + rng.int(-60, 60);
      // Sat in time order, so each family's rating history chains from one sitting to the next.
      const taken = rng
        .shuffle(contests.filter((c) => c.family === family))
        .slice(0, rng.int(1, 2))
        .map((contest) => ({ contest, daysAgo: rng.int(3, 58) }))
        .sort((a, b) => b.daysAgo - a.daysAgo);
      for (const { contest, daysAgo } of taken) {
        const startedAt = at(daysAgo, rng.int(14, 19));
        const timeSpentSeconds = Math.round(contest.durationMinutes * 60 * (0.7 + 0.3 * rng.next()));
        const score = scoreContest(family, contest.questions, sitContest(rng, contest, ability));
        const before = ratings.get(family) ?? { rating: INITIAL_RATING, games: 0 };
        const outcome = rateSubmission({
          student: before,
          answers: contest.questions.map((question, i) => ({
            questionRating: question.rating,
            questionGames: 0,
            multipleChoice: question.isMultipleChoice,
            correct: score.marked[i].correct,
            blank: score.marked[i].blank,
          })),
          year: contest.year,
        });
        ratings.set(family, outcome.studentAfter);
        submissions.push({
          contestId: contest.id,
          startKey: `demo-${key}-${contest.id}`,
          startedAt,
          submittedAt: new Date(startedAt.getTime() + timeSpentSeconds * 1000),
          timeSpentSeconds,
          answers: score.marked,
          score: score.score,
          fullScore: score.fullScore,
          correctCount: score.correct,
          blankCount: score.blank,
          incorrectCount: score.incorrect,
          rated: outcome.ratedStudent,
          rating: { family, before: before.rating, after: outcome.studentAfter.rating },
        });
      }
    }
    submissions.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
    return {
      key,
      user: {
        email: `${key}@demo.boxed.test`,
        username: `${first} ${last[0]}.`,
        studentGrade: grade,
        referralCode: `DEMO-COMMUNITY-${index + 1}`,
        isDemo: true,
        createdAt: at(rng.int(60, 120), 9),
      },
      submissions,
      lessonAttempts: practiseLessons(rng, lessons, familiesFor(grade, strength), strength, at),
      ratings: [...ratings].map(([family, rated]) => ({ family, ...rated })),
    };
  });
}

function practiseLessons(
  rng: Rng,
  lessons: CommunityLesson[],
  families: CompetitionFamily[],
  strength: number,
  at: (daysAgo: number, hour: number) => Date,
): CommunityStudent["lessonAttempts"] {
  const mine = lessons.filter((lesson) => families.includes(lesson.family) || (lesson.family === "AMC10" && families.includes("AMC12")));
  const picked = rng.shuffle(mine).slice(0, rng.int(1, 3));
  return picked.flatMap((lesson) => {
    const daysAgo = rng.int(0, 27);
    const section = rng.pick(lesson.sections);
    return section.questions.map((question, i) => {
      const correct = rng.next() < 0.45 + 0.45 * strength;
      return {
        questionId: question.id,
        lessonId: lesson.id,
        sectionId: section.id,
        answer: correct ? question.answer : wrongAnswer(rng, question),
        correct,
        createdAt: new Date(at(daysAgo, 17).getTime() + i * 90_000),
      };
    });
  });
}
