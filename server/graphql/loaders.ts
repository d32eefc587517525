// Per-request batch loaders, so a screen's many questions cost one query each, not one per item.
import DataLoader from "dataloader";
import type { Context } from "./context.ts";
import type { QuestionLedger } from "../domain/attemptLedger.ts";
import { successRates } from "../services/answerHistory.ts";
import { attemptLedgers } from "../services/attemptLedger.ts";
import { similarQuestions, type SimilarQuestion } from "../services/similarQuestions.ts";
import { lessonQuestionIds, type LessonQuestionIds, type LessonsRead } from "../services/lessonProgress.ts";
import { leaderboardPages, leaderboardStandings, type BoardPage, type LeaderboardEntry } from "../services/leaderboard.ts";
import { trendingLessons, type TrendingLesson, type TrendingList } from "../services/trendingLessons.ts";
import { parentLinksOf, type ParentLinks } from "../services/profile.ts";
import type { Family } from "../domain/families.ts";
import { recordCountKey, recordCounts, type RecordCount } from "../services/studentRecordCounts.ts";

/**
 * The viewer's attempt ledgers, batched and cached for the request like a DataLoader, but taking
 * thousands of ids at once without a promise per id (a dashboard or review page asks for many).
 */
export type LedgerLoader = {
  load(id: number): Promise<QuestionLedger>;
  /** The ledger when the request holds it already (read or primed), else the load's promise: no promise per question then. */
  loadNow(id: number): QuestionLedger | Promise<QuestionLedger>;
  loadMany(ids: readonly number[]): Promise<QuestionLedger[]>;
  /** A ledger read elsewhere in the request (beside its question), unless this one has it or is reading it. */
  prime(id: number, ledger: QuestionLedger): void;
};

/** Ids asked for in the same turn of execution go to the database together (`fetch`: one query). */
export function ledgerLoader(fetch: (ids: number[]) => Promise<Map<number, QuestionLedger>>): LedgerLoader {
  const known = new Map<number, QuestionLedger>();
  const batchOf = new Map<number, Promise<void>>();
  let open: { ids: number[]; done: Promise<void> } | null = null;
  const batch = () => {
    if (open) return open;
    const ids: number[] = [];
    // Dispatched as DataLoader does: after the resolvers of this turn have asked for theirs.
    const done = new Promise<void>((resolve) => void Promise.resolve().then(() => process.nextTick(resolve))).then(async () => {
      open = null;
      const ledgers = await fetch(ids);
      for (const id of ids) {
        known.set(id, ledgers.get(id)!);
        batchOf.delete(id);
      }
    });
    open = { ids, done };
    return open;
  };
  const loadMany = async (ids: readonly number[]) => {
    const waits = new Set<Promise<void>>();
    for (const id of ids) {
      if (known.has(id)) continue;
      let done = batchOf.get(id);
      if (!done) {
        const current = batch();
        current.ids.push(id);
        done = current.done;
        batchOf.set(id, done);
      }
      waits.add(done);
    }
    if (waits.size > 0) await Promise.all(waits);
    return ids.map((id) => known.get(id)!);
  };
  const prime = (id: number, ledger: QuestionLedger) => {
    if (!known.has(id) && !batchOf.has(id)) known.set(id, ledger);
  };
  const load = async (id: number) => (await loadMany([id]))[0]!;
  return { loadMany, load, loadNow: (id) => known.get(id) ?? load(id), prime };
}

/** A course's lessons, or one lesson (as a list of one; none when it does not exist). */
export type LessonsKey = { courseId: number } | { lessonId: number };
const lessonsKey = (key: LessonsKey) => ("courseId" in key ? `course:${key.courseId}` : `lesson:${key.lessonId}`);

/**
 * Lessons with their sections' question ids, for courses and lessons asked in the same turn: one
 * statement, which also reads the signed-in viewer's ledgers of their practice questions (for
 * progress; only what progress counts when no lesson is asked for). A course's answer also
 * answers its lessons later in the request. Each read is also kept in `settled` once it is done,
 * for the fields that can then answer without a promise.
 */
function lessonsLoader(viewer: { userId: number; now: Date } | null, settled: Map<string, LessonsRead>): DataLoader<LessonsKey, LessonsRead, string> {
  const loader: DataLoader<LessonsKey, LessonsRead, string> = new DataLoader(
    async (keys) => {
      const courseIds = keys.flatMap((key) => ("courseId" in key ? [key.courseId] : []));
      const lessonIds = keys.flatMap((key) => ("lessonId" in key ? [key.lessonId] : []));
      const byCourse = new Map<number, LessonQuestionIds[]>();
      const byLesson = new Map<number, LessonQuestionIds>();
      // A lesson page shows its practice questions' state (their ledgers); courses show only progress.
      const { lessons, ledgers } = await lessonQuestionIds(courseIds, lessonIds, viewer, lessonIds.length > 0 ? "ledgers" : "completion");
      for (const lesson of lessons) {
        const ofCourse = byCourse.get(lesson.courseId);
        if (ofCourse) ofCourse.push(lesson);
        else byCourse.set(lesson.courseId, [lesson]);
        byLesson.set(lesson.lessonId, lesson);
        const read = { lessons: [lesson], ledgers };
        loader.prime({ lessonId: lesson.lessonId }, read);
        const key = lessonsKey({ lessonId: lesson.lessonId });
        if (!settled.has(key)) settled.set(key, read);
      }
      return keys.map((key) => {
        const cacheKey = lessonsKey(key);
        // A lesson asked for beside its course has its read from the course's, primed above.
        let read = settled.get(cacheKey);
        if (!read) {
          const found = "courseId" in key ? byCourse.get(key.courseId) : byLesson.get(key.lessonId);
          read = { lessons: Array.isArray(found) ? found : found ? [found] : [], ledgers };
          settled.set(cacheKey, read);
        }
        return read;
      });
    },
    { cacheKeyFn: lessonsKey },
  );
  return loader;
}

type Loaders = {
  /** The viewer's attempt ledger per question (only for a signed-in viewer). */
  ledger: LedgerLoader;
  successRate: DataLoader<number, number | null>;
  similar: DataLoader<number, SimilarQuestion[]>;
  lessons: {
    load(key: LessonsKey): Promise<LessonsRead>;
    /** What `load` answers, when the request has read it already (undefined until then): no promise to wait on. */
    peek(key: LessonsKey): LessonsRead | undefined;
  };
  /** Pages of leaderboards asked in the same turn (a screen showing each family's board): one statement. */
  boardPages: DataLoader<BoardPage, LeaderboardEntry[], string>;
  /** Trending lists of the families asked in the same turn (the home page shows two): one statement. */
  trendingLists: DataLoader<TrendingList, TrendingLesson[], string>;
  /** The viewer's places on the boards of the families asked in the same turn: one statement. */
  standings: DataLoader<Family, LeaderboardEntry | null>;
  /** How many answers students gave (in one source, or all) and how many contests they submitted: one statement. */
  recordCount: DataLoader<RecordCount, number, string>;
  /** Students' parents, asking and linked, asked in the same turn: one statement. Not cached, for a mutation may change them mid-request. */
  parentLinks: DataLoader<number, ParentLinks>;
  /**
   * Success rates and similar questions read beside a lesson (services/sectionQuestionStats.ts):
   * successRate and similar answer from them the questions they read, once they are done.
   */
  alongside: { rates(read: Promise<Map<number, number | null>>): void; similar(read: Promise<Map<number, SimilarQuestion[]>>): void };
};

/** `fetch` for the ids the reads beside the lessons did not find (all of them when there were none). */
async function withAlongside<T>(
  reads: ReadonlySet<Promise<Map<number, T>>>,
  ids: readonly number[],
  fetch: (ids: readonly number[]) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  if (reads.size === 0) return fetch(ids);
  const found = new Map<number, T>();
  for (const settled of await Promise.allSettled(reads)) {
    if (settled.status === "fulfilled") for (const id of ids) if (settled.value.has(id)) found.set(id, settled.value.get(id)!);
  }
  const rest = ids.filter((id) => !found.has(id));
  if (rest.length > 0) for (const [id, value] of await fetch(rest)) found.set(id, value);
  return found;
}

/**
 * The ledgers of `ids`: those of the practice questions of lessons already asked for in this
 * request come from their read (which reads the viewer's ledgers of them for progress: a lesson
 * page's practice questions cost no statement of their own), the others from `fetch`.
 */
async function ledgersWithLessons(
  lessonReads: ReadonlySet<Promise<LessonsRead>>,
  ids: number[],
  fetch: (ids: number[]) => Promise<Map<number, QuestionLedger>>,
): Promise<Map<number, QuestionLedger>> {
  const found = new Map<number, QuestionLedger>();
  if (lessonReads.size > 0) {
    const wanted = new Set(ids);
    for (const settled of await Promise.allSettled(lessonReads)) {
      if (settled.status === "rejected" || !settled.value.ledgers) continue;
      const { lessons, ledgers } = settled.value;
      for (const lesson of lessons) {
        for (const section of lesson.sections) {
          for (const id of section.practice) if (wanted.has(id)) found.set(id, ledgers.get(id));
        }
      }
    }
  }
  if (found.size === 0) return fetch(ids);
  const rest = ids.filter((id) => !found.has(id));
  if (rest.length > 0) for (const [id, ledger] of await fetch(rest)) found.set(id, ledger);
  return found;
}

const perRequest = new WeakMap<Context, Loaders>();

/** The viewer's ledgers of some questions through the request's loader, so later fields (viewerState, reveal) reuse them. */
export function viewerLedgers(context: Context): (ids: number[]) => Promise<Map<number, QuestionLedger>> {
  const loader = loadersFor(context).ledger;
  return async (ids) => {
    const ledgers = await loader.loadMany(ids);
    return new Map(ids.map((id, index) => [id, ledgers[index]!]));
  };
}

export function loadersFor(context: Context): Loaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const userId = context.viewer?.id ?? 0;
    const settledLessons = new Map<string, LessonsRead>();
    const lessons = lessonsLoader(context.viewer ? { userId: context.viewer.id, now: context.now } : null, settledLessons);
    const lessonReads = new Set<Promise<LessonsRead>>();
    const ratesAlongside = new Set<Promise<Map<number, number | null>>>();
    const similarAlongside = new Set<Promise<Map<number, SimilarQuestion[]>>>();
    const courseReads = new Set<Promise<LessonsRead>>();
    // The course reads under way settled, one wait shared by the lessons asked meanwhile (a course
    // list's hundreds of lesson fields), made again when another course read starts.
    let coursesSettled: Promise<unknown> | null = null;
    const settledCourses = () => {
      coursesSettled ??= Promise.allSettled([...courseReads]);
      return coursesSettled;
    };
    const primeLedgers = ({ lessons: read, ledgers }: LessonsRead) => {
      if (!ledgers) return;
      for (const lesson of read) for (const section of lesson.sections) for (const id of section.practice) loaders!.ledger.prime(id, ledgers.get(id));
    };
    loaders = {
      ledger: ledgerLoader((ids) => ledgersWithLessons(lessonReads, ids, (rest) => attemptLedgers(userId, rest, context.now))),
      successRate: new DataLoader(async (ids) => {
        const rates = await withAlongside(ratesAlongside, ids, successRates);
        return ids.map((id) => rates.get(id) ?? null);
      }),
      similar: new DataLoader(async (ids) => {
        const similar = await withAlongside(similarAlongside, ids, similarQuestions);
        return ids.map((id) => similar.get(id)!);
      }),
      alongside: {
        rates: (read) => void ratesAlongside.add(read.catch(() => new Map())),
        similar: (read) => void similarAlongside.add(read.catch(() => new Map())),
      },
      lessons: {
        load: (key) => {
          // A lesson of a course whose read is under way (started early, with the course: see
          // Query.course) is answered by it once it is done, rather than read again beside it.
          const pending = "lessonId" in key && courseReads.size > 0;
          const read = pending ? settledCourses().then(() => lessons.load(key)) : lessons.load(key);
          if ("courseId" in key && !courseReads.has(read)) {
            courseReads.add(read);
            coursesSettled = null;
            void read
              .finally(() => {
                courseReads.delete(read);
                coursesSettled = null;
              })
              .catch(() => {});
          }
          if (context.viewer) {
            lessonReads.add(read);
            // A lesson's ledgers are known to the ledger loader once read: its questions' fields take them at once.
            if ("lessonId" in key) void read.then(primeLedgers, () => {});
          }
          return read;
        },
        peek: (key) => settledLessons.get(lessonsKey(key)),
      },
      boardPages: new DataLoader(leaderboardPages, { cacheKeyFn: (page) => `${page.family}:${page.first}:${page.offset}` }),
      trendingLists: new DataLoader(trendingLessons, { cacheKeyFn: (list) => `${list.family}:${list.first}` }),
      standings: new DataLoader((families) => leaderboardStandings(userId, families)),
      recordCount: new DataLoader(recordCounts, { cacheKeyFn: recordCountKey }),
      parentLinks: new DataLoader(parentLinksOf, { cache: false }),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
