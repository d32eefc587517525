// Optional peer comparison (`--postgraphile=URL`): the same leaderboard and course reads through
// Boxed's /graphql (query text, as a partner tool sends it) and through a PostGraphile server on
// the same database, started by hand outside the repo (docs/PERFORMANCE.md says how). PostGraphile
// has no completion, rank or visibility rules, so both sides read only plain rows.
import type { Request } from "./screens.ts";

export type Peer = { name: string; boxed: Request; postgraphile: Request };

const query = (text: string, variables: Record<string, unknown> = {}): Request => ({ method: "POST", path: "/graphql", json: { query: text, variables } });

export function peerReads(courseId: number): Peer[] {
  return [
    {
      name: "Leaderboard (AMC 8, top 10)",
      boxed: query("{ leaderboard(family: AMC8, first: 10) { rank userId username rating isDemo } }"),
      postgraphile: query(
        "{ allRatings(condition: {family: AMC8}, orderBy: RATING_DESC, first: 10) { nodes { userId rating games userByUserId { username isDemo } } } }",
      ),
    },
    {
      name: "Course (lessons and their sections)",
      boxed: query(
        "query ($courseId: Int!) { course(courseId: $courseId) { courseId name category description isSample lessons { lessonId name description active sections { sectionId } } } }",
        { courseId },
      ),
      postgraphile: query(
        "query ($courseId: Int!) { courseByRowId(rowId: $courseId) { rowId name category description isSample lessonsByCourseId(orderBy: POSITION_ASC) { nodes { rowId name description active sectionsByLessonId(orderBy: POSITION_ASC) { nodes { rowId } } } } } }",
        { courseId },
      ),
    },
  ];
}
