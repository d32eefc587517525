// The performance dashboard of a student: their own, a linked student's (parents, teachers) or
// anyone's (admins). Anonymous callers must sign in; others are forbidden.
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { CompetitionFamilyEnum, TopicEnum } from "./enums.ts";
import { QuestionRef } from "./question.ts";
import { UserRef } from "./user.ts";
import { loadersFor } from "./loaders.ts";
import { findQuestionsWithRelations } from "../services/questionRead.ts";
import type { QuestionLedger } from "../domain/attemptLedger.ts";
import { canSeeUser } from "../domain/access.ts";
import { AccessDenied, SignInNeeded } from "../domain/errors.ts";
import { FAMILY_LABEL } from "../domain/families.ts";
import { competitionTitle, TOPIC_LABEL } from "../domain/labels.ts";
import {
  dashboardReads, MASTERY_COLUMNS, type DashboardReads, reviewWork, upcomingReviews, type UpcomingReview,
  type CompetitionResults, type FamilyRating, type LessonMonth, type LessonPerformance, type MasteryRow, type RatingPoint, type SubmissionSummary,
} from "../services/dashboard.ts";

type Dashboard = {
  userId: number;
  now: Date;
  /** The asked-for parts of contest results, performance, ratings, the mastery grid and the review window's cards, in one statement. */
  reads: DashboardReads;
  review: () => ReturnType<typeof reviewWork>;
};

const SubmissionSummaryRef = builder.objectRef<SubmissionSummary>("SubmissionSummary").implement({
  fields: (t) => ({
    submittedAt: t.expose("submittedAt", { type: "DateTime" }),
    score: t.exposeFloat("score"),
    fullScore: t.exposeFloat("fullScore"),
    correct: t.exposeInt("correct"),
    blank: t.exposeInt("blank"),
    incorrect: t.exposeInt("incorrect"),
    percent: t.int({ description: "Score as a percentage of the full score.", resolve: (summary) => Math.round((summary.score / summary.fullScore) * 100) }),
    answers: t.field({ type: ["Int"], nullable: { list: false, items: true }, description: "1 correct, 0 incorrect, null unanswered, in contest order.", resolve: (summary) => summary.answers }),
  }),
});

const CompetitionResultsRef = builder.objectRef<CompetitionResults>("CompetitionResults").implement({
  fields: (t) => ({
    competitionName: t.exposeString("competitionName"),
    competitionYear: t.exposeInt("competitionYear"),
    title: t.string({ description: "AMC 10A 2024.", resolve: (results) => competitionTitle(results.competitionName, results.competitionYear) }),
    submissions: t.field({ type: [SubmissionSummaryRef], resolve: (results) => results.submissions }),
  }),
});

// Both read from the statement's tuples (services/dashboard.ts).
const LessonMonthRef = builder.objectRef<LessonMonth>("LessonMonth").implement({
  fields: (t) => ({
    month: t.string({ description: "YYYY-MM", resolve: (month) => month[0] }),
    correct: t.int({ resolve: (month) => month[1] }),
    total: t.int({ resolve: (month) => month[2] }),
  }),
});

const LessonPerformanceRef = builder.objectRef<LessonPerformance>("LessonPerformance").implement({
  fields: (t) => ({
    lessonId: t.int({ resolve: (lesson) => lesson[0] }),
    lessonName: t.string({ resolve: (lesson) => lesson[1] }),
    months: t.field({ type: [LessonMonthRef], resolve: (lesson) => lesson[2] }),
  }),
});

const RatingPointRef = builder.objectRef<RatingPoint>("RatingPoint").implement({
  fields: (t) => ({ at: t.expose("at", { type: "DateTime" }), rating: t.exposeInt("rating") }),
});

const FamilyRatingRef = builder.objectRef<FamilyRating>("FamilyRating").implement({
  fields: (t) => ({
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    label: t.string({ description: "The family as screens name it: AMC 10.", resolve: (rating) => FAMILY_LABEL[rating.family] }),
    rating: t.exposeInt("rating"),
    games: t.exposeInt("games", { description: "Rated questions (games) in the family." }),
    contests: t.exposeInt("contests", { description: "Rated contests in the family." }),
    provisional: t.exposeBoolean("provisional", { description: "True for the first 3 rated contests." }),
    uncertainty: t.exposeInt("uncertainty", { description: "One standard error of the rating, in points: shown as ±." }),
    history: t.field({ type: [RatingPointRef], resolve: (rating) => rating.history }),
  }),
});

const MasteryRowRef = builder.objectRef<MasteryRow>("MasteryRow").implement({
  fields: (t) => ({
    competitionName: t.exposeString("competitionName"),
    competitionYear: t.exposeInt("competitionYear"),
    title: t.string({ description: "AMC 10A 2024.", resolve: (row) => competitionTitle(row.competitionName, row.competitionYear) }),
    cells: t.exposeIntList("cells", { description: "Per problem number 1-25: 1 correct, -1 incorrect, 0 blank." }),
    topics: t.field({ type: [TopicEnum], nullable: { list: false, items: true }, resolve: (row) => row.topics }),
    topicLabels: t.stringList({
      nullable: { list: false, items: true },
      description: "Per problem number, its topic as screens name it (null when it has none).",
      resolve: (row) => row.topics.map((topic) => (topic ? TOPIC_LABEL[topic] : null)),
    }),
    questionIds: t.field({ type: ["Int"], nullable: { list: false, items: true }, resolve: (row) => row.questionIds }),
  }),
});

const UpcomingReviewRef = builder.objectRef<UpcomingReview>("UpcomingReview").implement({
  description: "A mistake on the review schedule that is not due yet.",
  fields: (t) => ({
    questionId: t.exposeInt("questionId"),
    title: t.exposeString("title", { description: "AMC 10A 2024 · Problem 7." }),
    due: t.expose("due", { type: "DateTime", description: "When it comes back for review." }),
  }),
});

const GivenAnswerRef = builder.objectRef<{ questionId: number; answer: string }>("GivenAnswer").implement({
  fields: (t) => ({ questionId: t.exposeInt("questionId"), answer: t.exposeString("answer") }),
});

const DashboardRef = builder.objectRef<Dashboard>("Dashboard").implement({
  fields: (t) => ({
    student: t.prismaField({ type: UserRef, resolve: (query, dashboard) => db.user.findUniqueOrThrow({ ...query, where: { id: dashboard.userId } }) }),
    testResults: t.field({ type: [CompetitionResultsRef], resolve: (dashboard) => dashboard.reads.part("testResults") }),
    performance: t.field({ type: [LessonPerformanceRef], resolve: (dashboard) => dashboard.reads.part("performance") }),
    masteryColumns: t.int({ description: "Problem numbers in a mastery row (1 to this).", resolve: () => MASTERY_COLUMNS }),
    reviewCount: t.int({ resolve: async (dashboard) => (await dashboard.review()).count }),
    reviewProblems: t.prismaField({
      type: [QuestionRef],
      description: "Up to 20 of the student's mistakes to review (as Practice → Review serves them), most due first.",
      resolve: async (query, dashboard) => {
        const { questionIds } = await dashboard.review();
        // With their competitions (and section links) in one statement when the query's shape allows.
        const questions = (await findQuestionsWithRelations(query, questionIds)) ?? (await db.question.findMany({ ...query, where: { id: { in: questionIds } } }));
        const byId = new Map(questions.map((question) => [question.id, question]));
        return questionIds.map((id) => byId.get(id)!);
      },
    }),
    reviewAnswers: t.field({
      type: [GivenAnswerRef],
      description: "The student's last answer to each review problem.",
      resolve: async (dashboard) => [...(await dashboard.review()).lastAnswers].map(([questionId, answer]) => ({ questionId, answer })),
    }),
    upcomingReviews: t.field({
      type: [UpcomingReviewRef],
      description: "The next 20 mistakes coming due for review (not due yet), soonest first: what is due when.",
      resolve: (dashboard) => upcomingReviews(dashboard.now, dashboard.reads),
    }),
    ratings: t.field({ type: [FamilyRatingRef], resolve: (dashboard) => dashboard.reads.part("ratings") }),
    mastery: t.field({ type: [MasteryRowRef], resolve: (dashboard) => dashboard.reads.part("mastery") }),
  }),
});

builder.queryField("dashboard", (t) =>
  t.field({
    type: DashboardRef,
    description: "A student's dashboard: yours, a linked student's, or (admins) anyone's.",
    args: { userId: t.arg.int() },
    resolve: async (_root, args, context) => {
      if (!context.viewer) throw new SignInNeeded();
      const userId = args.userId ?? context.viewer.id;
      if (!canSeeUser(context.viewer, userId)) throw new AccessDenied("You may only see your own dashboard or your students'.");
      const own = userId === context.viewer.id;
      // The viewer's own account exists (their session found it); another student's must.
      if (!own && !(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) {
        throw new AccessDenied("You may only see your own dashboard or your students'.");
      }
      // The window's review cards are read once for Review Work and the upcoming reviews, beside the
      // other parts the query asks for; on your own dashboard, Review Work's ledgers prime the
      // request's loader, which the listed questions' reveal reads.
      const reads = dashboardReads(userId, context.now);
      let review: ReturnType<typeof reviewWork> | undefined;
      const loader = own ? loadersFor(context).ledger : undefined;
      const prime = loader && ((questionId: number, ledger: QuestionLedger) => loader.prime(questionId, ledger));
      return { userId, now: context.now, reads, review: () => (review ??= reviewWork(userId, context.now, reads, prime)) };
    },
  }),
);
