// Surveys: admins ask a short question with a few answers and open or close it; signed-in
// students see an open survey they have not answered as a card and vote once.
import { db } from "../db/index.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { InputError, NotFound } from "../domain/errors.ts";
import { surveyDraft } from "../domain/surveys.ts";
import type { Viewer } from "../domain/viewer.ts";

const surveyFields = { id: true, question: true, answers: true, active: true, createdAt: true } as const;

/** The oldest open survey the student has not answered yet, if any. */
export function openSurveyFor(viewer: Viewer) {
  return db.survey.findFirst({
    where: { active: true, votes: { none: { userId: viewer.id } } },
    orderBy: { id: "asc" },
    select: surveyFields,
  });
}

export function allSurveys() {
  return db.survey.findMany({ orderBy: { id: "desc" }, select: surveyFields });
}

export async function createSurvey(question: string, answers: string[]) {
  const draft = surveyDraft(question, answers);
  return db.survey.create({ data: { ...draft, active: true }, select: surveyFields });
}

export async function setSurveyOpen(surveyId: number, open: boolean) {
  const { count } = await db.survey.updateMany({ where: { id: surveyId }, data: { active: open } });
  if (count === 0) throw new NotFound("Survey not found.");
  return db.survey.findUniqueOrThrow({ where: { id: surveyId }, select: surveyFields });
}

export async function voteInSurvey(viewer: Viewer, surveyId: number, answer: string) {
  const survey = await db.survey.findUnique({ where: { id: surveyId }, select: surveyFields });
  if (!survey) throw new NotFound("Survey not found.");
  if (!survey.active) throw new InputError("This survey is closed.");
  if (!survey.answers.includes(answer)) throw new InputError("Choose one of the survey's answers.", "answer");
  try {
    await db.surveyVote.create({ data: { surveyId, userId: viewer.id, answer } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError("You have already answered this survey.");
    throw error;
  }
  return survey;
}
