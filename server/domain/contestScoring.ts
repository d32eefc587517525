// Contest scoring. AMC 10 and AMC 12: 6 points per correct answer and 1.5 per blank, out of 150.
// AMC 8 and AIME: 1 point per correct answer.
import type { Family } from "./families.ts";
import { answerFormatOf, answerProblem, isCorrectAnswer } from "./answers.ts";
import { TOPIC_LABEL, TOPICS, type Topic } from "./labels.ts";

export type ContestQuestion = { id: number; answer: string; isMultipleChoice: boolean };
export type Marked = { questionId: number; given: string; correct: boolean; blank: boolean; correctAnswer: string };
export type Score = { score: number; fullScore: number; correct: number; blank: number; incorrect: number; marked: Marked[] };

const POINTS: Record<Family, { correct: number; blank: number }> = {
  AMC8: { correct: 1, blank: 0 },
  AMC10: { correct: 6, blank: 1.5 },
  AMC12: { correct: 6, blank: 1.5 },
  AIME: { correct: 1, blank: 0 },
};

/**
 * Marks every question of the contest; an answer missing, blank, or not an answer to its question
 * (answerProblem: "ZZZ" for a letter, "1e308" for a number 0-999) counts as blank and is kept as
 * "". The sheet is taken as it is, as at the bell: one bad box never loses the others.
 */
export function scoreContest(family: Family, questions: ContestQuestion[], answers: Map<number, string>): Score {
  const marked = questions.map((question) => {
    const typed = (answers.get(question.id) ?? "").trim();
    const given = answerProblem(answerFormatOf(question), typed) === null ? typed : "";
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

/** How one topic went in a contest: correct answers out of its questions (topic null: not tagged). */
export type TopicScore = { topic: Topic | null; label: string; correct: number; total: number };

/** Correct answers per topic, in the practice filters' order, untagged questions last as "Other". */
export function topicBreakdown(marked: readonly Pick<Marked, "questionId" | "correct">[], topicOf: ReadonlyMap<number, Topic | null>): TopicScore[] {
  const order: (Topic | null)[] = [...TOPICS, null];
  return order
    .map((topic) => {
      const entries = marked.filter((entry) => (topicOf.get(entry.questionId) ?? null) === topic);
      return { topic, label: topic ? TOPIC_LABEL[topic] : "Other", correct: entries.filter((entry) => entry.correct).length, total: entries.length };
    })
    .filter((score) => score.total > 0);
}
