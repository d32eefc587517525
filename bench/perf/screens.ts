// The screens of issue 17's table, each with its paths: the GraphQL request the web client
// really sends (the persisted document's id from the Relay artifact, exactly as
// web/relay/environment.ts posts it), the matching /api route, raw.ts's hand-written path, and
// the /api route's own document posted to /graphql as query text with the variables the route
// gives it (as a partner tool would ask GraphQL for the same data as the route: the REST door's
// overhead is the route against this, since the web client's document may ask for less).
import { readFileSync } from "node:fs";
import {
  RestContestDocument, RestCourseDocument, RestCoursesDocument, RestDashboardDocument, RestHomeDocument, RestMockTestsDocument,
  RestQuestionDocument, RestRandomPracticeDocument, RestSectionNotesDocument, RestUserStatusDocument,
} from "../../server/rest/__generated__/graphql.ts";
import { DEFAULT_REVIEW_DAYS } from "../../server/domain/reviewSchedule.ts";

export type Request = { method: "GET" | "POST"; path: string; json?: unknown };
export type Screen = { name: string; signedIn: boolean; graphql: Request; rest: Request | null; restData: Request | null; raw: Request };
export type Targets = { courseId: number; lessonId: number; contest: { name: string; year: number }; questionId: number };

/** The persisted id of a web query, read from its Relay artifact (web/__generated__/<Name>.graphql.ts). */
function documentId(name: string): string {
  const artifact = readFileSync(new URL(`../../web/__generated__/${name}.graphql.ts`, import.meta.url), "utf8");
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  if (!id) throw new Error(`${name}: no persisted id in its artifact (run npx relay-compiler --repersist)`);
  return id;
}

const graphql = (name: string, variables: Record<string, unknown> = {}): Request => ({
  method: "POST",
  path: "/graphql",
  json: { doc_id: documentId(name), variables },
});

/** An /api route's document as query text on /graphql, with the variables the route gives it. */
const asQueryText = (document: { toString(): string }, variables: Record<string, unknown> = {}): Request => ({
  method: "POST",
  path: "/graphql",
  json: { query: String(document), variables },
});

export function screens(targets: Targets): Screen[] {
  return routeDocuments(webScreens(targets), targets);
}

function webScreens(targets: Targets): Omit<Screen, "restData">[] {
  const { courseId, lessonId, contest, questionId } = targets;
  const practice = { mode: "NEW", competition: null, topic: null, reviewDays: 21, excludeQuestionId: null };
  return [
    { name: "Home (anonymous)", signedIn: false, graphql: graphql("HomeScreenQuery"), rest: { method: "GET", path: "/api/home/" }, raw: { method: "GET", path: "/raw/home" } },
    { name: "Top bar", signedIn: true, graphql: graphql("TopBarQuery"), rest: { method: "GET", path: "/api/user/status" }, raw: { method: "GET", path: "/raw/topBar" } },
    { name: "Courses", signedIn: true, graphql: graphql("CoursesScreenQuery"), rest: { method: "GET", path: "/api/courses/" }, raw: { method: "GET", path: "/raw/courses" } },
    {
      name: "Course",
      signedIn: true,
      graphql: graphql("CourseScreenQuery", { courseId }),
      rest: { method: "GET", path: `/api/courses/${courseId}` },
      raw: { method: "GET", path: `/raw/course?courseId=${courseId}` },
    },
    {
      name: "Lesson",
      signedIn: true,
      graphql: graphql("LessonScreenQuery", { lessonId }),
      rest: { method: "GET", path: `/api/section-notes/?id=${lessonId}` },
      raw: { method: "GET", path: `/raw/lesson?lessonId=${lessonId}` },
    },
    {
      name: "Contest",
      signedIn: true,
      graphql: graphql("ContestScreenQuery", { name: contest.name, year: contest.year, startToken: null }),
      rest: { method: "GET", path: `/api/contest/${contest.name}/${contest.year}` },
      raw: { method: "GET", path: `/raw/contest?name=${contest.name}&year=${contest.year}` },
    },
    {
      name: "Question",
      signedIn: true,
      graphql: graphql("QuestionScreenByIdQuery", { questionId }),
      rest: { method: "GET", path: `/api/questions/${questionId}` },
      raw: { method: "GET", path: `/raw/question?questionId=${questionId}` },
    },
    {
      name: "Random practice",
      signedIn: true,
      graphql: graphql("RandomPracticeQuery", practice),
      rest: { method: "POST", path: "/api/random/random", json: { mode: "new" } },
      raw: { method: "GET", path: "/raw/randomPractice" },
    },
    {
      name: "Review",
      signedIn: true,
      graphql: graphql("RandomPracticeQuery", { ...practice, mode: "REVIEW" }),
      rest: { method: "POST", path: "/api/random/random", json: { mode: "review" } },
      raw: { method: "GET", path: "/raw/review" },
    },
    { name: "Dashboard (heavy user)", signedIn: true, graphql: graphql("DashboardScreenQuery", { userId: null }), rest: { method: "GET", path: "/api/space/dashboard" }, raw: { method: "GET", path: "/raw/dashboard" } },
    { name: "Mock tests", signedIn: true, graphql: graphql("MockTestScreenQuery"), rest: { method: "GET", path: "/api/mock-test/" }, raw: { method: "GET", path: "/raw/mockTests" } },
  ];
}

/** Each screen's /api route's own document (server/rest/*.ts), with the variables its route gives for the request above. */
function routeDocuments(list: Omit<Screen, "restData">[], targets: Targets): Screen[] {
  const { courseId, lessonId, contest, questionId } = targets;
  const practice = { competition: null, topic: null, reviewDays: DEFAULT_REVIEW_DAYS, excludeQuestionId: null };
  const byScreen: Record<string, Request> = {
    "Home (anonymous)": asQueryText(RestHomeDocument),
    "Top bar": asQueryText(RestUserStatusDocument),
    Courses: asQueryText(RestCoursesDocument),
    Course: asQueryText(RestCourseDocument, { courseId }),
    Lesson: asQueryText(RestSectionNotesDocument, { lessonId, sectionId: null }),
    Contest: asQueryText(RestContestDocument, { name: contest.name, year: contest.year }),
    Question: asQueryText(RestQuestionDocument, { questionId }),
    "Random practice": asQueryText(RestRandomPracticeDocument, { mode: "NEW", ...practice }),
    Review: asQueryText(RestRandomPracticeDocument, { mode: "REVIEW", ...practice }),
    "Dashboard (heavy user)": asQueryText(RestDashboardDocument, { userId: null }),
    "Mock tests": asQueryText(RestMockTestsDocument),
  };
  return list.map((screen) => ({ ...screen, restData: screen.rest ? (byScreen[screen.name] ?? null) : null }));
}
