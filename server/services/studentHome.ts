// The facts behind a signed-in student's home page: ratings with their place on the boards,
// practice days, recent activity, and what to do next. The rules are domain/studentHome.ts.
import { db } from "../db/index.ts";
import { FAMILY_LABEL, type Family } from "../domain/families.ts";
import { REVIEW_DAYS } from "../domain/reviewSchedule.ts";
import {
  describeActivity, nextSteps, practiceStreak, suggestedFamily, utcDay,
  type ActivityGroup, type ActivityItem, type ActivityKind, type NextStep, type NextStepFacts, type PracticeStreak,
} from "../domain/studentHome.ts";
import type { Viewer } from "../domain/viewer.ts";
import { attemptLedgers } from "./attemptLedger.ts";
import { familyRatings } from "./dashboard.ts";
import type { LeaderboardEntry } from "./leaderboard.ts";
import { mistakesToReview } from "./practice.ts";
import { readRows } from "../db/directReads.ts";

export type HomeRating = {
  family: Family;
  label: string;
  rating: number;
  games: number;
  provisional: boolean;
  rank: number | null;
  /** The last rated contest's change, rounded. */
  lastChange: number | null;
};

export type StudentHome = { ratings: HomeRating[]; streak: PracticeStreak; nextSteps: NextStep[]; recentActivity: ActivityItem[] };

/** How many lines of recent activity, over how many days. */
export const RECENT_ACTIVITY_ITEMS = 6;
const RECENT_ACTIVITY_DAYS = 30;

/** The student's last rating change in each family, the newest first (so the first is their last rated contest's). */
const lastChanges = (userId: number) =>
  db.ratingChange.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], distinct: ["family"], select: { family: true, before: true, after: true } });

async function ratingsWithStanding(userId: number, standingsOf: StandingsOf, lastChangesRead: ReturnType<typeof lastChanges>): Promise<HomeRating[]> {
  const [ratings, changes] = await Promise.all([familyRatings(userId), lastChangesRead]);
  const standings = await standingsOf(ratings.map((rating) => rating.family));
  return ratings.map((rating, index) => {
    const last = changes.find((change) => change.family === rating.family);
    return {
      family: rating.family,
      label: FAMILY_LABEL[rating.family],
      rating: rating.rating,
      games: rating.games,
      provisional: rating.provisional,
      rank: standings[index]?.rank ?? null,
      lastChange: last ? Math.round(last.after) - Math.round(last.before) : null,
    };
  });
}

async function streakOf(userId: number, now: Date): Promise<PracticeStreak> {
  const rows = await readRows<{ day: string }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM activity_days WHERE user_id = ${userId} ORDER BY day DESC LIMIT 400`;
  return practiceStreak(rows.map((row) => row.day), utcDay(now));
}

async function recentActivity(userId: number, now: Date): Promise<ActivityItem[]> {
  const since = new Date(now.getTime() - RECENT_ACTIVITY_DAYS * 86_400_000);
  const groups = await readRows<
    { kind: ActivityKind; at: Date; answers: bigint; correct: bigint; lesson_id: number | null; lesson_name: string | null; section_id: number | null;
      submission_id: number | null; competition_name: string | null; competition_year: number | null; score: number | null; full_score: number | null;
      rating_before: number | null; rating_after: number | null }
  >`
    SELECT a.source::text AS kind, MAX(a.created_at) AS at, COUNT(*) AS answers, COUNT(*) FILTER (WHERE a.correct) AS correct,
      a.lesson_id, MAX(l.name) AS lesson_name, MAX(a.section_id) AS section_id,
      a.contest_submission_id AS submission_id, MAX(c.name) AS competition_name, MAX(c.year) AS competition_year,
      MAX(s.score) AS score, MAX(s.full_score) AS full_score, MAX(rc.before) AS rating_before, MAX(rc.after) AS rating_after
    FROM attempts a
    LEFT JOIN lessons l ON l.id = a.lesson_id
    LEFT JOIN contest_submissions s ON s.id = a.contest_submission_id
    LEFT JOIN competitions c ON c.id = s.competition_id
    LEFT JOIN rating_changes rc ON rc.submission_id = s.id
    WHERE a.user_id = ${userId} AND a.created_at >= ${since}
    GROUP BY (a.created_at AT TIME ZONE 'UTC')::date, a.source, a.lesson_id, a.contest_submission_id
    ORDER BY at DESC
    LIMIT ${RECENT_ACTIVITY_ITEMS}`;
  return groups.map((row) => {
    const group: ActivityGroup = { kind: row.kind, at: row.at, answers: Number(row.answers), correct: Number(row.correct) };
    if (row.lesson_id !== null) group.lesson = { lessonId: row.lesson_id, name: row.lesson_name ?? "Lesson", sectionId: row.section_id };
    if (row.submission_id !== null && row.competition_name !== null && row.competition_year !== null) {
      group.contest = {
        name: row.competition_name,
        year: row.competition_year,
        score: row.score ?? 0,
        fullScore: row.full_score ?? 0,
        ratingChange: row.rating_before === null || row.rating_after === null ? null : Math.round(row.rating_after) - Math.round(row.rating_before),
      };
    }
    // A lesson answer whose lesson was deleted, or a contest answer without its submission, reads as practice.
    if ((group.kind === "LESSON" && !group.lesson) || (group.kind === "CONTEST" && !group.contest)) group.kind = "PRACTICE";
    return describeActivity(group);
  });
}

type LessonOfLastAnswer = { id: number; name: string; sections: { id: number; name: string; questions: number[] }[] };

/** The lesson the student answered in last, if it still has practice questions not completed. */
async function lessonInProgress(userId: number, now: Date): Promise<NextStepFacts["lessonInProgress"]> {
  // The lesson of the newest lesson answer, with its sections in order and their practice questions, in one statement.
  const [last] = await readRows<{ lesson: LessonOfLastAnswer }>`
    SELECT json_build_object('id', l.id, 'name', l.name, 'sections', COALESCE((
        SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'questions', COALESCE((
            SELECT json_agg(sq.question_id) FROM section_questions sq WHERE sq.section_id = s.id AND NOT sq.is_example), '[]'))
          ORDER BY s.position, s.id)
        FROM sections s WHERE s.lesson_id = l.id), '[]')) AS lesson
    FROM attempts a JOIN lessons l ON l.id = a.lesson_id
    WHERE a.user_id = ${userId} AND l.active
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT 1`;
  if (!last) return null;
  const { lesson } = last;
  const ledgers = await attemptLedgers(userId, lesson.sections.flatMap((s) => s.questions), now);
  const open = (section: LessonOfLastAnswer["sections"][number]) => section.questions.filter((questionId) => !ledgers.get(questionId)?.completed).length;
  const remaining = lesson.sections.reduce((sum, section) => sum + open(section), 0);
  const section = lesson.sections.find((s) => open(s) > 0);
  return section ? { lessonId: lesson.id, name: lesson.name, sectionId: section.id, sectionName: section.name, remaining } : null;
}

async function untakenContest(viewer: Viewer, lastRatedFamily: Family | null): Promise<NextStepFacts["untakenContest"]> {
  const user = await db.user.findUnique({ where: { id: viewer.id }, select: { studentGrade: true } });
  const family = suggestedFamily(user?.studentGrade ?? null, lastRatedFamily);
  const contest = await db.competition.findFirst({
    where: { family, enabled: true, submissions: { none: { userId: viewer.id } } },
    orderBy: [{ year: "desc" }, { name: "asc" }],
    select: { name: true, year: true, family: true },
  });
  return contest;
}

/** The viewer's places on some families' boards (a request's loader shares them with the screen's own standings). */
export type StandingsOf = (families: Family[]) => Promise<(LeaderboardEntry | null)[]>;

export async function studentHome(viewer: Viewer, now: Date, standingsOf: StandingsOf): Promise<StudentHome> {
  const changes = lastChanges(viewer.id);
  const [ratings, streak, activity, lesson, mistakes, lastChange] = await Promise.all([
    ratingsWithStanding(viewer.id, standingsOf, changes),
    streakOf(viewer.id, now),
    recentActivity(viewer.id, now),
    lessonInProgress(viewer.id, now),
    mistakesToReview(viewer.id, { competition: null, topic: null, excludeQuestionId: null }, Math.max(...REVIEW_DAYS), now),
    changes.then((newestFirst) => newestFirst[0] ?? null),
  ]);
  const contest = await untakenContest(viewer, lastChange?.family ?? null);
  return {
    ratings,
    streak,
    nextSteps: nextSteps({ dueMistakes: mistakes.length, lessonInProgress: lesson, untakenContest: contest }),
    recentActivity: activity,
  };
}
