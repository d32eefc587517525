// The problem-bank format (docs/IMPORT.md): one JSON object per line, read into the question a
// student will see. Pure: the importer (services/problemImport.ts) does the I/O.
//
// Math is stored the way the site typesets it, between \( \) and \[ \]: $…$ and $$…$$ are
// rewritten, math drawn as an image (wiki exports: <img alt="$x^2$">) becomes the LaTeX of its
// alt text, and no image is ever hot-linked. Choices come from the line, or from the statement
// ("(A) 1 (B) 2 …" or the $\textbf{(A)}\ 1 \qquad\textbf{(B)}\ 2 …$ layout), which then loses them.
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import { sanitizeHtml } from "./sanitizeHtml.ts";

export const COMPETITIONS: Record<string, { family: CompetitionFamily; durationMinutes: number; problems: number }> = {
  AMC_8: { family: "AMC8", durationMinutes: 40, problems: 25 },
  AMC_10A: { family: "AMC10", durationMinutes: 75, problems: 25 },
  AMC_10B: { family: "AMC10", durationMinutes: 75, problems: 25 },
  AMC_12A: { family: "AMC12", durationMinutes: 75, problems: 25 },
  AMC_12B: { family: "AMC12", durationMinutes: 75, problems: 25 },
  AIME_I: { family: "AIME", durationMinutes: 180, problems: 15 },
  AIME_II: { family: "AIME", durationMinutes: 180, problems: 15 },
};

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const TOPIC_NAMES: Record<string, Topic> = {
  algebra: "ALGEBRA",
  geometry: "GEOMETRY",
  number_theory: "NUMBER_THEORY",
  counting_probability: "COUNTING_PROBABILITY",
  counting_and_probability: "COUNTING_PROBABILITY",
  combinatorics: "COUNTING_PROBABILITY",
  counting: "COUNTING_PROBABILITY",
  probability: "COUNTING_PROBABILITY",
};

/** A problem as the importer writes it: the question's stored fields. */
export type BankProblem = {
  competitionName: string;
  competitionYear: number;
  problemNumber: number;
  problemHtml: string;
  text: string;
  isMultipleChoice: boolean;
  choices: string[];
  answer: string;
  solutionHtml: string | null;
  topic: Topic | null;
  source: string | null;
  license: string | null;
};

export type LineResult =
  | { ok: true; problem: BankProblem; warnings: string[] }
  | { ok: false; errors: string[] };

const KEYS = new Set([
  "competition_name", "competition_year", "problem_number", "problem_html", "choices", "answer",
  "solution_html", "category", "source", "license",
]);

/** Reads one line of a problem-bank file. Every problem found is reported, not only the first. */
export function parseProblemLine(line: string): LineResult {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, errors: ["not valid JSON"] };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, errors: ["not a JSON object"] };
  return readProblem(value as Record<string, unknown>);
}

function readProblem(raw: Record<string, unknown>): LineResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const key of Object.keys(raw)) if (!KEYS.has(key)) errors.push(`unknown key "${key}"`);

  const name = raw.competition_name;
  const competition = typeof name === "string" ? COMPETITIONS[name] : undefined;
  if (!competition) errors.push(`competition_name must be one of ${Object.keys(COMPETITIONS).join(", ")}`);

  const year = raw.competition_year;
  if (!Number.isInteger(year) || (year as number) < MIN_YEAR || (year as number) > MAX_YEAR) {
    errors.push(`competition_year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`);
  }
  const number = raw.problem_number;
  const most = competition?.problems ?? 25;
  if (!Number.isInteger(number) || (number as number) < 1 || (number as number) > most) {
    errors.push(`problem_number must be a whole number from 1 to ${most}`);
  }

  const statementRaw = raw.problem_html;
  if (typeof statementRaw !== "string" || statementRaw.trim() === "") errors.push("problem_html is required");
  const statement = typeof statementRaw === "string" ? toStoredHtml(statementRaw, warnings) : "";

  const aime = competition?.family === "AIME";
  const answer = typeof raw.answer === "number" ? String(raw.answer) : typeof raw.answer === "string" ? raw.answer.trim().toUpperCase() : "";
  const letter = /^[A-E]$/.test(answer);
  const integer = /^\d{1,3}$/.test(answer);
  if (!letter && !integer) errors.push("answer must be a letter A-E or a whole number from 0 to 999");
  else if (competition && aime && !integer) errors.push("an AIME answer is a whole number from 0 to 999");
  else if (competition && !aime && !letter) errors.push("an AMC answer is a letter A-E");

  let problemHtml = statement;
  let choices: string[] = [];
  if (raw.choices !== undefined && raw.choices !== null) {
    if (!Array.isArray(raw.choices) || raw.choices.length !== 5 || !raw.choices.every((c) => typeof c === "string" && c.trim() !== "")) {
      errors.push("choices must be an array of five non-empty strings");
    } else {
      choices = raw.choices.map((c: string) => choiceToHtml(c));
    }
  } else if (letter) {
    const derived = deriveChoices(statement);
    if (derived) {
      problemHtml = derived.statement;
      choices = derived.choices;
    } else {
      errors.push("choices are missing: give five, or end problem_html with (A) … (E)");
    }
  }
  if (integer && choices.length > 0 && !aime) errors.push("an AMC answer is a letter A-E");

  let solutionHtml: string | null = null;
  if (raw.solution_html !== undefined && raw.solution_html !== null) {
    if (typeof raw.solution_html !== "string") errors.push("solution_html must be a string");
    else if (raw.solution_html.trim() !== "") solutionHtml = toStoredHtml(raw.solution_html, warnings);
  }

  let topic: Topic | null = null;
  if (raw.category !== undefined && raw.category !== null && raw.category !== "") {
    topic = typeof raw.category === "string" ? topicOf(raw.category) : null;
    if (!topic) errors.push("category must be one of Algebra, Geometry, Number Theory, Counting & Probability");
  }
  const source = optionalText(raw.source, "source", errors);
  const license = optionalText(raw.license, "license", errors);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    warnings,
    problem: {
      competitionName: name as string,
      competitionYear: year as number,
      problemNumber: number as number,
      problemHtml,
      text: plainText(problemHtml),
      isMultipleChoice: letter,
      choices: letter ? choices : [],
      answer: integer ? String(Number(answer)) : answer,
      solutionHtml,
      topic,
      source,
      license,
    },
  };
}

function optionalText(value: unknown, key: string, errors: string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    errors.push(`${key} must be a string`);
    return null;
  }
  return value.trim() === "" ? null : value.trim();
}

/** "Number Theory", "number_theory", "Counting & Probability" → the topic; null when unknown. */
export function topicOf(category: string): Topic | null {
  const key = category.trim().toLowerCase().replace(/&/g, "and").replace(/[\s-]+/g, "_");
  return TOPIC_NAMES[key] ?? null;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// A real tag (<b>, <p class="x">, <br/>), not the "<b" of $a<b$.
const HTML_TAG = /<\/?(?:p|br|div|span|em|strong|b|i|u|sub|sup|ul|ol|li|table|thead|tbody|tr|th|td|img|a|code|pre|blockquote|h[1-6]|hr)(?:\s[^<>]*)?\/?>/i;

/**
 * problem_html or solution_html as stored: plain text becomes paragraphs, math images become
 * LaTeX, $ delimiters become \( \), and the result is sanitised.
 */
export function toStoredHtml(input: string, warnings: string[] = []): string {
  const html = HTML_TAG.test(input)
    ? input
    : input
        .trim()
        .split(/\n\s*\n/)
        .map((paragraph) => `<p>${escapeText(paragraph.trim())}</p>`)
        .join("\n");
  return sanitizeHtml(normalizeMath(mathImagesToLatex(html, warnings)));
}

const IMG = /<img\b[^>]*>/gi;
const ALT = /\balt\s*=\s*("([^"]*)"|'([^']*)')/i;

/** <img alt="$x^2$"> (math drawn as a picture) → $x^2$; other pictures are dropped with a warning. */
export function mathImagesToLatex(html: string, warnings: string[] = []): string {
  return html.replace(IMG, (tag) => {
    const match = ALT.exec(tag);
    const alt = match ? decodeEntities(match[2] ?? match[3] ?? "").trim() : "";
    if (alt !== "" && (/[$\\^_{}=]/.test(alt) || /class\s*=\s*["'][^"']*\b(latex|tex|math)/i.test(tag))) {
      const latex = /^\$.*\$$/s.test(alt) || /^\\[([]/.test(alt) ? alt : `$${alt}$`;
      return escapeText(latex);
    }
    warnings.push(`an image was left out (images are never hot-linked; upload it to the question)${alt ? `: "${alt}"` : ""}`);
    return alt ? `[${escapeText(alt)}]` : "";
  });
}

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** $$…$$ → \[…\] and $…$ → \(…\); an escaped \$ stays a dollar sign. */
export function normalizeMath(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === "\\" && text[i + 1] === "$") {
      out += "\\$";
      i += 2;
      continue;
    }
    if (text[i] === "$") {
      const display = text[i + 1] === "$";
      const open = display ? 2 : 1;
      const end = findClosingDollar(text, i + open, display);
      if (end === -1) {
        out += text.slice(i);
        break;
      }
      const body = text.slice(i + open, end).trim();
      out += display ? `\\[${body}\\]` : `\\(${body}\\)`;
      i = end + open;
      continue;
    }
    out += text[i];
    i++;
  }
  return out;
}

function findClosingDollar(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (text[j] === "$" && (!display || text[j + 1] === "$")) return j;
  }
  return -1;
}

/** A choice as stored: HTML and math kept; bare LaTeX ("\frac{1}{2}") typeset as math; plain text ("12") as text. */
export function choiceToHtml(choice: string): string {
  const trimmed = choice.trim();
  if (HTML_TAG.test(trimmed) || /\$|\\\(|\\\[/.test(trimmed)) return sanitizeHtml(normalizeMath(mathImagesToLatex(trimmed)));
  const text = escapeText(decodeEntities(trimmed));
  return sanitizeHtml(/[\\^_{}]/.test(trimmed) ? `\\(${text}\\)` : text);
}

// The $\textbf{(A)}\ 12 \qquad\textbf{(B)}\ 15 …$ layout, once $ became \( \): one math block.
const LATEX_LABEL = /(?:\\textbf|\\mathrm|\\text|\\textrm|\\mathbf)\s*\{\s*\(\s*([A-E])\s*\)\s*\}|\(\s*\\(?:mathrm|textbf|text)\s*\{\s*([A-E])\s*\}\s*\)/g;
const MATH_BLOCK = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g;
const PLAIN_CHOICES = /\(A\)([\s\S]*?)\(B\)([\s\S]*?)\(C\)([\s\S]*?)\(D\)([\s\S]*?)\(E\)([\s\S]*?)$/;

/**
 * The five choices printed at the end of a statement, and the statement without them; null when
 * there are not exactly five labelled (A) to (E).
 */
export function deriveChoices(html: string): { statement: string; choices: string[] } | null {
  for (const block of html.matchAll(MATH_BLOCK)) {
    const body = block[1] ?? block[2] ?? "";
    const labels = [...body.matchAll(LATEX_LABEL)];
    if (labels.length !== 5 || labels.map((l) => l[1] ?? l[2]).join("") !== "ABCDE") continue;
    const choices = labels.map((label, index) => {
      const start = (label.index ?? 0) + label[0].length;
      const end = index < 4 ? (labels[index + 1].index ?? body.length) : body.length;
      const latex = body
        .slice(start, end)
        .replace(/\\q?quad\b|\\[,;:!]|\\ |~/g, " ")
        .trim();
      return `\\(${latex}\\)`;
    });
    const statement = tidy(html.replace(block[0], ""));
    return { statement, choices };
  }
  // "(A) 12 (B) 15 …" after the question, within the last paragraph or after it.
  const match = PLAIN_CHOICES.exec(html);
  if (!match) return null;
  const choices = match.slice(1, 6).map((choice) => sanitizeHtml(choice.replace(/<\/?(p|br|div)\b[^>]*>/gi, " ").trim()));
  if (choices.some((c) => c === "")) return null;
  return { statement: tidy(html.slice(0, match.index)), choices };
}

// Closes what cutting the choices off left open, and drops paragraphs left empty.
const tidy = (html: string) =>
  sanitizeHtml(html)
    .replace(/<p>\s*(<br>\s*)*<\/p>/g, "")
    .trim();

/** The statement as plain text (kept on the question for search and plain views). */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<\/p>\s*<p>/g, "\n\n").replace(/<br\s*\/?>/g, "\n").replace(/<[^>]+>/g, "")).trim();
}

/** The line the exporter writes for a stored question: the same format, read back unchanged. */
export function toBankLine(problem: BankProblem): string {
  return JSON.stringify({
    competition_name: problem.competitionName,
    competition_year: problem.competitionYear,
    problem_number: problem.problemNumber,
    problem_html: problem.problemHtml,
    ...(problem.isMultipleChoice && { choices: problem.choices }),
    answer: problem.isMultipleChoice ? problem.answer : Number(problem.answer),
    ...(problem.solutionHtml && { solution_html: problem.solutionHtml }),
    ...(problem.topic && { category: TOPIC_LABEL[problem.topic] }),
    ...(problem.source && { source: problem.source }),
    ...(problem.license && { license: problem.license }),
  });
}

const TOPIC_LABEL: Record<Topic, string> = {
  ALGEBRA: "Algebra",
  GEOMETRY: "Geometry",
  NUMBER_THEORY: "Number Theory",
  COUNTING_PROBABILITY: "Counting & Probability",
};
