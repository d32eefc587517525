// Contest scoring. AMC 10 and AMC 12: 6 points per correct answer and 1.5 per blank, out of 150.
// AMC 8 and AIME: 1 point per correct answer.
import type { Family } from "./families.ts";
import { isCorrectAnswer } from "./answers.ts";

export type ContestQuestion = { id: number; answer: string; isMultipleChoice: boolean };
export type Marked = { questionId: number; given: string; correct: boolean; blank: boolean; correctAnswer: string };
export type Score = { score: number; fullScore: number; correct: number; blank: number; incorrect: number; marked: Marked[] };

const POINTS: Record<Family, { correct: number; blank: number }> = {
  AMC8: { correct: 1, blank: 0 },
  AMC10: { correct: 6, blank: 1.5 },
  AMC12: { correct: 6, blank: 1.5 },
  AIME: { correct: 1, blank: 0 },
};

/** Marks every question of the contest; an answer missing or blank counts as blank. */
export function scoreContest(family: Family, questions: ContestQuestion[], answers: Map<number, string>): Score {
  const marked = questions.map((question) => {
    const given = (answers.get(question.id) ?? "").trim();
    const blank = given === "";
    return {
      questionId: question.id,
      given,
      blank,
      correct: !blank && isCorrectAnswer(given, question.answer, question.isMultipleChoice),
      correctAnswer: question.answer,
    };
  });
  const correct = marked.filter((entry) => entry.correct).length;
  const blank = marked.filter((entry) => entry.blank).length;
  const points = POINTS[family];
  return {
    score: correct * points.correct + blank * points.blank,
    fullScore: questions.length * points.correct,
    correct,
    blank,
    incorrect: questions.length - correct - blank,
    marked,
  };
}
