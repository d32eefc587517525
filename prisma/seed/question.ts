// Turns a template's problem into a stored question: five choices in increasing order for the
// AMC, or a whole-number answer from 0 to 999 for the AIME.
import type { Topic } from "../../server/db/generated/enums.ts";
import { figureHtml } from "./figures.ts";
import { tex, toHtml, toText } from "./markup.ts";
import type { Rng } from "./random.ts";
import type { Problem, Template } from "./template.ts";
import { approximate, frac, toLatex, type Value } from "./value.ts";

type QuestionData = {
  problemNumber: number;
  text: string;
  problemHtml: string;
  isMultipleChoice: boolean;
  choices: string[];
  answer: string;
  solutionText: string;
  solutionHtml: string;
  topic: Topic;
  schoolGrade: number;
  difficultyLevel: number;
  organizationName: string;
  setName: string;
  rating: number;
  isSample: boolean;
};

export type DemoQuestion = {
  templateId: string;
  /** The template's independent recomputation of the answer's value. */
  check: () => Value;
  data: QuestionData;
};

type Placement = Pick<QuestionData, "problemNumber" | "difficultyLevel" | "rating" | "schoolGrade" | "setName">;

export const LETTERS = ["A", "B", "C", "D", "E"] as const;

/** The choice text for a value; the tests compare choices with it. */
export const choiceText = (value: Value): string => tex`\(${toLatex(value)}\)`;

/**
 * The AIME answer for a value: the number itself, k for kπ, or m + n for m/n and m/n·π in
 * lowest terms. Null when that isn't a whole number from 0 to 999.
 */
export function aimeAnswer(value: Value): number | null {
  if (value.den === 1) return value.num >= 0 && value.num <= 999 ? value.num : null;
  const sum = value.num + value.den;
  return value.num > 0 && sum <= 999 ? sum : null;
}

// Values near the answer, on both sides, to fill the choices after the template's own.
function nearby(answer: Value, rng: Rng): Value[] {
  const { num, den, pi } = answer;
  const steps = rng.shuffle([1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 10, -10]);
  if (den === 1) return steps.map((step) => frac(num + step, 1, pi));
  return [
    ...steps.map((step) => frac(num + step, den, pi)),
    ...[1, 2, 3].filter((step) => den - step > 0).map((step) => frac(num, den - step, pi)),
    ...[1, 2, 3].map((step) => frac(num, den + step, pi)),
  ];
}

// Four wrong choices, the template's likely mistakes first. The answer's place among the sorted
// choices is drawn at random (as far as the candidates allow), so no letter is favoured.
function distractors(problem: Problem, rng: Rng): Value[] {
  const { answer, bounds } = problem;
  const [low, high] = bounds ?? [-Infinity, Infinity];
  const positive = approximate(answer) > 0;
  const seen = new Set([toLatex(answer)]);
  const pool: Value[] = [];
  const offer = (value: Value, allowZero: boolean) => {
    const key = toLatex(value);
    const size = approximate(value);
    const sensible = value.pi === answer.pi && size >= low && size <= high;
    // A count or length that is positive gets positive distractors, unless a template means 0.
    const signOk = !positive || size > 0 || (allowZero && size === 0);
    if (seen.has(key) || !sensible || !signOk) return;
    seen.add(key);
    pool.push(value);
  };
  for (const value of problem.distractors) offer(value, true);
  for (const value of nearby(answer, rng)) offer(value, false);
  const below = pool.filter((v) => approximate(v) < approximate(answer));
  const above = pool.filter((v) => approximate(v) > approximate(answer));
  const belowCount = Math.min(below.length, Math.max(4 - above.length, rng.int(0, 4)));
  return [...below.slice(0, belowCount), ...above.slice(0, 4 - belowCount)];
}

function asMultipleChoice(problem: Problem, rng: Rng) {
  const choices = [problem.answer, ...distractors(problem, rng)].sort((a, b) => approximate(a) - approximate(b));
  if (choices.length < 5) return null;
  const letter = LETTERS[choices.indexOf(problem.answer)];
  return {
    statement: problem.statement,
    solution: [...problem.solution, tex`The answer is <strong>(${letter})</strong> \(${toLatex(problem.answer)}\).`],
    choices: choices.map(choiceText),
    answer: letter,
  };
}

function asAime(problem: Problem) {
  const value = problem.answer;
  const answer = aimeAnswer(value);
  if (answer === null) return null;
  const form = value.pi ? (value.den === 1 ? tex`k\pi` : tex`\frac{m}{n}\pi`) : tex`\frac{m}{n}`;
  const ask =
    value.den === 1 && !value.pi
      ? []
      : value.den === 1
        ? [tex`The answer can be written as \(${form}\) for an integer \(k\). What is \(k\)?`]
        : [tex`The answer can be written as \(${form}\), where \(m\) and \(n\) are relatively prime positive integers. What is \(m + n\)?`];
  const explain =
    value.den === 1 && !value.pi
      ? []
      : value.den === 1
        ? [tex`The value is \(${toLatex(value)}\), so \(k = ${answer}\).`]
        : [tex`The value is \(${toLatex(value)}\), so \(m + n = ${value.num} + ${value.den} = ${answer}\).`];
  return {
    statement: [...problem.statement, ...ask],
    solution: [...problem.solution, ...explain, tex`The answer is <strong>${answer}</strong>.`],
    choices: [],
    answer: String(answer),
  };
}

/**
 * Makes a question from the template, drawing new parameters until the answer suits the format
 * and, given the statements already used (`taken`, shared by all the demo content), until the
 * statement is new; the new statement is then added to `taken`.
 */
export function buildQuestion(
  template: Template,
  rng: Rng,
  hardness: number,
  multipleChoice: boolean,
  placement: Placement,
  taken: Set<string> = new Set(),
): DemoQuestion {
  for (let attempt = 0; attempt < 200; attempt++) {
    const problem = template.make(rng, hardness);
    const built = multipleChoice ? asMultipleChoice(problem, rng) : asAime(problem);
    if (!built) continue;
    const statement = toHtml(built.statement);
    if (taken.has(statement)) continue;
    taken.add(statement);
    return {
      templateId: template.id,
      check: problem.check,
      data: {
        ...placement,
        text: toText(built.statement),
        problemHtml: problem.figure ? `${statement}\n${figureHtml(problem.figure)}` : statement,
        isMultipleChoice: multipleChoice,
        choices: built.choices,
        answer: built.answer,
        solutionText: toText(built.solution),
        solutionHtml: toHtml(built.solution),
        topic: template.topic,
        organizationName: "Boxed",
        isSample: true,
      },
    };
  }
  throw new Error(`Template ${template.id} gave no new usable ${multipleChoice ? "multiple-choice" : "AIME"} problem`);
}
