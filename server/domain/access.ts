// Who may see what: the one place for the read rules. Each rule has two forms that must agree:
// a pure check on a loaded object (type-level authScopes in server/graphql) and a Prisma `where`
// filter (lists and lookups), so that a list and a node lookup cannot disagree.

/** What the rules need to know about the caller; null when anonymous. */
export type Reader = {
  id: number;
  isAdmin: boolean;
  isEditor?: boolean;
  isSubscriber?: boolean;
  studentIds: number[];
  via?: "session" | "token";
} | null;

/** Editors and admins see content that is not out yet. */
export function seesUnpublished(reader: Reader): boolean {
  return Boolean(reader && (reader.isAdmin || reader.isEditor));
}

/**
 * A parent or teacher who linked this student. The only place a student link grants access:
 * whether a link counts (say, only once the student accepted it) is decided here and in
 * `countingStudentLink`, and by nothing else.
 */
export function isLinkedParent(reader: Reader, studentId: number): boolean {
  return Boolean(reader?.studentIds.includes(studentId));
}

/** The student links that grant their parent access (a `where` on StudentLink): accepted ones only. */
export const countingStudentLink = { status: "ACCEPTED" } as const;

/** A user's account and private details: the user, a linked parent, and admins. */
export function canSeeUser(reader: Reader, userId: number): boolean {
  if (!reader) return false;
  return reader.id === userId || reader.isAdmin || isLinkedParent(reader, userId);
}

/** An API token: its owner, signed in through a browser session (a token never sees tokens). */
export function canSeeApiToken(reader: Reader, token: { userId: number }): boolean {
  return Boolean(reader && reader.via === "session" && reader.id === token.userId);
}

/** A competition everybody sees: an enabled one. Editors and admins see all. */
export function isOpenCompetition(competition: { enabled: boolean }): boolean {
  return competition.enabled;
}

export function canSeeCompetition(reader: Reader, competition: { enabled: boolean }): boolean {
  return isOpenCompetition(competition) || seesUnpublished(reader);
}

/**
 * A question everybody sees: published (not pending review) and not in a disabled competition
 * (questions of no competition, such as lesson questions, count as in none disabled). Editors and
 * admins see all.
 */
type QuestionStatus = "PUBLISHED" | "PENDING_REVIEW" | "REJECTED" | "DELETED";

export function isOpenQuestion(question: { status: QuestionStatus }, competition: { enabled: boolean } | null): boolean {
  return question.status === "PUBLISHED" && (competition === null || competition.enabled);
}

/**
 * A deleted question is shown to nobody, editors and admins included; students' attempts at it
 * stay (their history and ratings count them), only the question itself is gone from every view.
 */
export function isDeletedQuestion(question: { status: QuestionStatus }): boolean {
  return question.status === "DELETED";
}

export function canSeeQuestion(reader: Reader, question: { status: QuestionStatus }, competition: { enabled: boolean } | null): boolean {
  return isOpenQuestion(question, competition) || (seesUnpublished(reader) && !isDeletedQuestion(question));
}

/** The questions `canSeeQuestion` allows, as a `where` on Question. */
export function visibleQuestions(reader: Reader) {
  if (seesUnpublished(reader)) return { status: { not: "DELETED" as const } };
  return {
    status: "PUBLISHED" as const,
    OR: [{ competitionId: null }, { competition: { enabled: true } }],
  };
}

/**
 * `isOpenQuestion` as SQL, for set-based reads: a question (alias `question`) left-joined to its
 * competition (alias `competition`: `LEFT JOIN competitions c ON c.id = q.competition_id`). The
 * same rule as `visibleQuestions(null)`. The aliases are the caller's own identifiers, never input.
 * Kept lesson placements (services/lessonProgress.ts) are read again when a column this reads
 * changes: a new column here needs its trigger (migration 20261127082523_lesson_placements).
 */
export function openQuestionSql(question: string, competition: string): string {
  return `${question}.status = 'PUBLISHED' AND (${competition}.id IS NULL OR ${competition}.enabled)`;
}

/**
 * `visibleQuestions(reader)` as SQL, for set-based reads, with the same aliases as `openQuestionSql`
 * (the caller's own identifiers, never input).
 */
export function visibleQuestionSql(reader: Reader, question: string, competition: string): string {
  return seesUnpublished(reader) ? `${question}.status <> 'DELETED'` : openQuestionSql(question, competition);
}

/** The competitions `canSeeCompetition` allows, as a `where` on Competition. */
export function visibleCompetitions(reader: Reader) {
  return seesUnpublished(reader) ? {} : { enabled: true };
}

/** Similar questions can be opened (their ids are sent) by subscribers and admins. */
export function opensSimilarQuestions(reader: Reader): boolean {
  return Boolean(reader && (reader.isSubscriber || reader.isAdmin));
}

/** The answer and solutions are shown regardless of attempts to editors and admins. */
export function seesEveryReveal(reader: Reader): boolean {
  return seesUnpublished(reader);
}
