// Every /api route, each an adapter over one GraphQL document.
import type { RestHandler } from "./door.ts";
import { homeRoute } from "./home.ts";
import { courseRoute, coursesRoute } from "./courses.ts";
import { sectionNotesRoute, sectionSubmitAnswerRoute } from "./lessons.ts";
import { questionByNumberRoute, questionRoute, randomSubmitAnswerRoute } from "./questions.ts";
import { submitQuestionRoute, updateQuestionRoute } from "./questionAuthoring.ts";
import { importProblemBankRoute } from "./problemBank.ts";
import { contestRoute, contestSubmitRoute, mockTestsRoute } from "./contests.ts";
import { randomPracticeRoute } from "./practice.ts";
import { dashboardRoute } from "./dashboard.ts";
import { statsRoute } from "./stats.ts";
import { cancelSubscriptionRoute } from "./subscription.ts";
import { updateDifficultyRoute, updateStudentRoute, updateUsernameRoute, userProfileRoute, userStatusRoute } from "./user.ts";

export const restRoutes: RestHandler[] = [
  homeRoute,
  userStatusRoute,
  userProfileRoute,
  updateUsernameRoute,
  updateStudentRoute,
  updateDifficultyRoute,
  coursesRoute,
  courseRoute,
  sectionNotesRoute,
  sectionSubmitAnswerRoute,
  questionRoute,
  questionByNumberRoute,
  submitQuestionRoute,
  updateQuestionRoute,
  importProblemBankRoute,
  randomSubmitAnswerRoute,
  mockTestsRoute,
  contestRoute,
  contestSubmitRoute,
  randomPracticeRoute,
  dashboardRoute,
  statsRoute,
  cancelSubscriptionRoute,
];
