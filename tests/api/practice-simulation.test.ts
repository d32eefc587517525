// A simulated student practises 100 new questions: every question served is one the student is
// predicted to get right between 55% and 85% of the time (the target is 70%), and none comes twice.
// The pool is the demo AMC 10A set plus questions added here: 150 spread over the whole scale
// (600..2600, a quarter of them free-answer) that mostly lie outside the band and must be passed
// over, and 200 multiple-choice ones from a little under the student's level to 240 above it, so
// 100 can be served in the band wherever the practice rating wanders (it moves with each answer).
import { beforeAll, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, graphql, rest, type Caller } from "../support/clients.ts";
import { expectedScore } from "../../server/domain/rating.ts";
import { prng } from "../../bench/prng.ts";
import { practiceRatingsOf } from "../../server/services/practice.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const STUDENT_RATING = 1600;
const QUESTIONS = 100;
const COMPETITION = "AMC_10A";


type Stored = { id: number; rating: number; answer: string; isMultipleChoice: boolean };
const questions = new Map<number, Stored>();
let caller: Caller;
let userId: number;

beforeAll(async () => {
  const competition = await db().competition.findFirstOrThrow({ where: { name: COMPETITION, year: 2024 } });
  const extra = (index: number, rating: number, isMultipleChoice: boolean) => ({
    competitionId: competition.id,
    problemNumber: 100 + index,
    text: `Simulated practice question ${index}.`,
    problemHtml: `<p>Simulated practice question ${index}.</p>`,
    isMultipleChoice,
    choices: isMultipleChoice ? ["1", "2", "3", "4", "5"] : [],
    answer: isMultipleChoice ? "ABCDE"[index % 5] : String(100 + index),
    topic: (["ALGEBRA", "GEOMETRY", "NUMBER_THEORY", "COUNTING_PROBABILITY"] as const)[index % 4],
    rating,
    ratingGames: 30,
  });
  await db().question.createMany({
    data: [
      ...Array.from({ length: 150 }, (_, i) => extra(i, 600 + (2000 * i) / 149, i % 4 !== 3)),
      ...Array.from({ length: 200 }, (_, i) => extra(150 + i, STUDENT_RATING - 260 + (500 * i) / 199, true)),
    ],
  });
  const rows = await db().question.findMany({
    where: { competition: { name: COMPETITION }, status: "PUBLISHED" },
    select: { id: true, rating: true, answer: true, isMultipleChoice: true },
  });
  for (const row of rows) questions.set(row.id, row);

  const email = "simulated@practice-simulation.test";
  caller = browser((await signIn(app().baseUrl, email)).jar);
  userId = (await db().user.findUniqueOrThrow({ where: { email } })).id;
  await db().rating.upsert({
    where: { userId_family: { userId, family: "AMC10" } },
    create: { userId, family: "AMC10", rating: STUDENT_RATING, games: 60 },
    update: { rating: STUDENT_RATING, games: 60 },
  });
});

const PRACTICE_QUESTION = /* GraphQL */ `
  query ($competition: String, $excludeQuestionId: Int) {
    practiceQuestion(mode: NEW, competition: $competition, excludeQuestionId: $excludeQuestionId) { questionId competition { name } }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation ($questionId: Int!, $answer: String!) {
    submitAnswer(questionId: $questionId, answer: $answer, source: PRACTICE) {
      __typename ... on InputError { message } ... on AnswerResult { correct attemptsLeft }
    }
  }
`;

/** Half the run through /api as the web client does, half through GraphQL. */
async function nextQuestion(step: number, onScreen: number | null): Promise<number> {
  if (step % 2 === 0) {
    const response = await rest(app().baseUrl, caller, "POST", "/api/random/random", {
      mode: "new", competition_filter: COMPETITION, category_filter: null, limit: 1, exclude_question_id: onScreen,
    });
    expect(response.status).toBe(200);
    expect(response.body.questions).toHaveLength(1);
    expect(response.body.questions[0].competition_name).toBe(COMPETITION);
    return response.body.questions[0].id;
  }
  const result = await graphql(app().baseUrl, caller, PRACTICE_QUESTION, { competition: COMPETITION, excludeQuestionId: onScreen });
  expect(result.errors).toBeUndefined();
  expect(result.data.practiceQuestion.competition.name).toBe(COMPETITION);
  return result.data.practiceQuestion.questionId;
}

async function answerQuestion(step: number, questionId: number, answer: string): Promise<boolean> {
  if (step % 2 === 0) {
    const response = await rest(app().baseUrl, caller, "POST", "/api/random/submit_answer", { question_id: questionId, user_answer: answer, tag: "practice" });
    expect(response.status).toBe(200);
    return response.body.is_correct;
  }
  const result = await graphql(app().baseUrl, caller, SUBMIT, { questionId, answer });
  expect(result.data.submitAnswer.__typename).toBe("AnswerResult");
  return result.data.submitAnswer.correct;
}

it(`serves ${QUESTIONS} new questions, each predicted right 55%-85% of the time, none twice`, async () => {
  const random = prng(20240607);
  const served: number[] = [];
  const predictions: number[] = [];
  let rightAnswers = 0;
  let onScreen: number | null = null;
  for (let step = 0; step < QUESTIONS; step++) {
    const id = await nextQuestion(step, onScreen);
    const question = questions.get(id);
    expect(question, `question ${id} is an ${COMPETITION} question`).toBeDefined();
    expect(served, `question ${id} served twice`).not.toContain(id);
    // Practice aims with the practice rating (issue 16): it starts at the contest rating, moves with
    // each answer and takes in later contests; the service works it out as the pick does.
    const aim = (await practiceRatingsOf(userId)).ratingOf("AMC10");
    const predicted = expectedScore(aim, question!.rating, { multipleChoice: question!.isMultipleChoice });
    expect(predicted, `question ${id} (rating ${question!.rating}) at step ${step}`).toBeGreaterThanOrEqual(0.55);
    expect(predicted, `question ${id} (rating ${question!.rating}) at step ${step}`).toBeLessThanOrEqual(0.85);
    served.push(id);
    predictions.push(predicted);

    // The simulated student gets it right with the predicted probability.
    const right = random() < predicted;
    const wrong = question!.isMultipleChoice ? (question!.answer.toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question!.answer) + 1);
    const correct = await answerQuestion(step, id, right ? question!.answer : wrong);
    expect(correct).toBe(right);
    if (correct) rightAnswers++;
    onScreen = id;
  }

  const mean = predictions.reduce((sum, p) => sum + p, 0) / predictions.length;
  expect(mean).toBeGreaterThan(0.65);
  expect(mean).toBeLessThan(0.75);
  expect(rightAnswers / QUESTIONS).toBeGreaterThan(0.5);
  expect(rightAnswers / QUESTIONS).toBeLessThan(0.9);
  // The server stored one practice attempt per question; practice moved the practice rating (one
  // game per question) and left the contest rating and the questions alone.
  expect(await db().attempt.count({ where: { userId, source: "PRACTICE" } })).toBe(QUESTIONS);
  const rating = await db().rating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC10" } } });
  expect(rating.rating).toBe(STUDENT_RATING);
  expect(await db().practiceRating.findUniqueOrThrow({ where: { userId_family: { userId, family: "AMC10" } } })).toMatchObject({ games: 60 + QUESTIONS });
  const after = await db().question.findMany({ where: { id: { in: served } }, select: { id: true, rating: true } });
  for (const row of after) expect(row.rating).toBe(questions.get(row.id)!.rating);
}, 90_000);
