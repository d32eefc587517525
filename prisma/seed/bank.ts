// Original problems in the problem-bank import format (docs/IMPORT.md), made from the demo
// templates, for the sample file, the importer's tests and its benchmark. Never contest text.
// The lines rotate through the layouts real banks use: HTML with a choices array, plain LaTeX
// with $…$ and the $\textbf{(A)}\ … \qquad\textbf{(B)}\ …$ choice line, and wiki exports with
// math drawn as images (alt text holding the LaTeX) and choices as bare LaTeX strings.
import type { CompetitionFamily } from "../../server/db/generated/enums.ts";
import { buildSet } from "./competitions.ts";

const SETS: readonly { name: string; family: CompetitionFamily; durationMinutes: number }[] = [
  { name: "AMC_8", family: "AMC8", durationMinutes: 40 },
  { name: "AMC_10A", family: "AMC10", durationMinutes: 75 },
  { name: "AMC_10B", family: "AMC10", durationMinutes: 75 },
  { name: "AMC_12A", family: "AMC12", durationMinutes: 75 },
  { name: "AMC_12B", family: "AMC12", durationMinutes: 75 },
  { name: "AIME_I", family: "AIME", durationMinutes: 180 },
  { name: "AIME_II", family: "AIME", durationMinutes: 180 },
];

const TOPIC_LABEL = { ALGEBRA: "Algebra", GEOMETRY: "Geometry", NUMBER_THEORY: "Number Theory", COUNTING_PROBABILITY: "Counting & Probability" };

const decode = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const toDollars = (html: string) => html.replace(/\\\(([\s\S]*?)\\\)/g, (_, tex) => `$${tex}$`).replace(/\\\[([\s\S]*?)\\\]/g, (_, tex) => `$$${tex}$$`);
const bare = (choice: string) => decode(choice.replace(/^\\\(([\s\S]*)\\\)$/, "$1"));

/** The lines (JSON text) for every set of the given years, in set order: 25 or 15 problems each. */
export function buildSampleBank(years: readonly number[], options: { license?: string } = {}): string[] {
  const lines: string[] = [];
  for (const year of years) {
    for (const spec of SETS) {
      const set = buildSet({ ...spec, year });
      for (const question of set.questions) {
        const q = question.data;
        const style = (year + q.problemNumber) % 3;
        const base = {
          competition_name: spec.name,
          competition_year: year,
          problem_number: q.problemNumber,
          answer: q.isMultipleChoice ? q.answer : Number(q.answer),
          solution_html: q.solutionHtml,
          category: TOPIC_LABEL[q.topic],
          source: "Boxed original problems (generated from templates)",
          license: options.license ?? "CC0-1.0",
        };
        let line: Record<string, unknown>;
        if (style === 0) {
          line = { ...base, problem_html: q.problemHtml, ...(q.isMultipleChoice && { choices: q.choices }) };
        } else if (style === 1) {
          const paragraphs = q.problemHtml.replace(/<\/p>\s*<p>/g, "\n\n").replace(/<\/?p>/g, "");
          const text = /<[a-z/]/i.test(paragraphs) ? toDollars(q.problemHtml) : decode(toDollars(paragraphs));
          const choiceLine = q.isMultipleChoice
            ? `\n\n$${q.choices.map((c, i) => `\\textbf{(${"ABCDE"[i]})}\\ ${bare(c)}`).join(" \\qquad")}$`
            : "";
          line = { ...base, problem_html: text + choiceLine };
        } else {
          let n = 0;
          const html = q.problemHtml.replace(/\\\(([\s\S]*?)\\\)/g, (_, tex: string) =>
            `<img src="https://wiki.example.org/latex/${year}-${spec.name}-${q.problemNumber}-${n++}.png" alt="$${tex.replace(/"/g, "&quot;")}$" class="latex">`,
          );
          line = { ...base, problem_html: html, ...(q.isMultipleChoice && { choices: q.choices.map(bare) }) };
        }
        const { competition_name, competition_year, problem_number, problem_html, choices, ...rest } = line;
        lines.push(JSON.stringify({ competition_name, competition_year, problem_number, problem_html, choices, ...rest }));
      }
    }
  }
  return lines;
}
