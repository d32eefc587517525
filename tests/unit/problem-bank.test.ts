import { describe, expect, it } from "vitest";
import {
  choiceToHtml,
  deriveChoices,
  mathImagesToLatex,
  normalizeMath,
  parseProblemLine,
  toBankLine,
  topicOf,
} from "../../server/domain/problemBank.ts";

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ competition_name: "AMC_10A", competition_year: 1999, problem_number: 3, answer: "B", ...fields });

describe("problem-bank lines", () => {
  it("reads plain LaTeX text with the choices given as bare LaTeX strings", () => {
    const result = parseProblemLine(
      line({ problem_html: "What is $\\frac{1}{2} + \\frac{1}{3}$?", choices: ["\\frac{1}{6}", "\\frac{5}{6}", "1", "\\frac{2}{5}", "2"] }),
    );
    expect(result).toMatchObject({
      ok: true,
      problem: {
        competitionName: "AMC_10A",
        competitionYear: 1999,
        problemNumber: 3,
        problemHtml: "<p>What is \\(\\frac{1}{2} + \\frac{1}{3}\\)?</p>",
        isMultipleChoice: true,
        choices: ["\\(\\frac{1}{6}\\)", "\\(\\frac{5}{6}\\)", "1", "\\(\\frac{2}{5}\\)", "2"],
        answer: "B",
      },
    });
  });

  it("derives the choices from the $\\textbf{(A)}\\ … \\qquad\\textbf{(B)}\\ …$ layout and removes them from the statement", () => {
    const result = parseProblemLine(
      line({
        problem_html:
          "<p>How many primes are less than $20$?</p><p>$\\textbf{(A)}\\ 6 \\qquad\\textbf{(B)}\\ 7 \\qquad\\textbf{(C)}\\ 8 \\qquad\\textbf{(D)}\\ \\frac{9}{1} \\qquad\\textbf{(E)}\\ 10$</p>",
        answer: "c",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      problem: {
        problemHtml: "<p>How many primes are less than \\(20\\)?</p>",
        choices: ["\\(6\\)", "\\(7\\)", "\\(8\\)", "\\(\\frac{9}{1}\\)", "\\(10\\)"],
        answer: "C",
      },
    });
  });

  it("derives the choices from a plain (A) … (E) list", () => {
    expect(deriveChoices("<p>Pick one. (A) 1 (B) 2 (C) \\(3\\) (D) 4 (E) 5</p>")).toEqual({
      statement: "<p>Pick one. </p>",
      choices: ["1", "2", "\\(3\\)", "4", "5"],
    });
  });

  it("turns math drawn as images into real math and never keeps a hot-linked image", () => {
    const warnings: string[] = [];
    const html = mathImagesToLatex(
      '<p>Let <img src="https://wiki.example/math/abc.png" alt="$x^2+1$" class="latex"> be odd. <img src="https://wiki.example/fig.png" alt="diagram"></p>',
      warnings,
    );
    expect(html).toBe("<p>Let $x^2+1$ be odd. [diagram]</p>");
    expect(warnings).toHaveLength(1);
    const result = parseProblemLine(
      line({ problem_html: '<p>If <img src="//x.example/a.png" alt="x=2">, find x.</p>', choices: ["1", "2", "3", "4", "5"] }),
    );
    expect(result.ok && result.problem.problemHtml).toBe("<p>If \\(x=2\\), find x.</p>");
  });

  it("rewrites $ and $$ math to the delimiters the site typesets, keeping an escaped dollar", () => {
    expect(normalizeMath("Pay \\$5 for $a+b$ and $$c^2$$.")).toBe("Pay \\$5 for \\(a+b\\) and \\[c^2\\].");
    expect(normalizeMath("Keeps \\(x\\) and \\[y\\]")).toBe("Keeps \\(x\\) and \\[y\\]");
  });

  it("escapes < in plain LaTeX so the sanitiser cannot read it as a tag", () => {
    const result = parseProblemLine(line({ problem_html: "If $a<b$ and $b>c$, then?", choices: ["1", "2", "3", "x^2<1", "a<b"] }));
    expect(result.ok && result.problem.problemHtml).toBe("<p>If \\(a&lt;b\\) and \\(b&gt;c\\), then?</p>");
    expect(result.ok && result.problem.choices.slice(3)).toEqual(["\\(x^2&lt;1\\)", "a&lt;b"]);
  });

  it("removes scripts from imported HTML", () => {
    const result = parseProblemLine(line({ problem_html: "<p>Hi<script>alert(1)</script></p>", choices: ["1", "2", "3", "4", "5"] }));
    expect(result.ok && result.problem.problemHtml).toBe("<p>Hi</p>");
    expect(choiceToHtml('<img src=x onerror="alert(1)">')).not.toMatch(/onerror/);
  });

  it("reads an AIME line with an integer answer and no choices", () => {
    const result = parseProblemLine(
      JSON.stringify({ competition_name: "AIME_I", competition_year: 2001, problem_number: 15, problem_html: "Find $n$.", answer: 7, category: "Number Theory" }),
    );
    expect(result).toMatchObject({ ok: true, problem: { isMultipleChoice: false, choices: [], answer: "7", topic: "NUMBER_THEORY" } });
  });

  it("reports every problem of a bad line", () => {
    const result = parseProblemLine(
      JSON.stringify({ competition_name: "AMC_9", competition_year: 1800, problem_number: 0, problem_html: "", answer: "F", category: "Poetry", colour: 1 }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'unknown key "colour"',
      "competition_name must be one of AMC_8, AMC_10A, AMC_10B, AMC_12A, AMC_12B, AIME_I, AIME_II",
      "competition_year must be a whole number from 1900 to 2100",
      "problem_number must be a whole number from 1 to 25",
      "problem_html is required",
      "answer must be a letter A-E or a whole number from 0 to 999",
      "category must be one of Algebra, Geometry, Number Theory, Counting & Probability",
    ]);
  });

  it.each([
    ["not JSON", "{oops", "not valid JSON"],
    ["an AIME answer that is a letter", JSON.stringify({ competition_name: "AIME_II", competition_year: 2000, problem_number: 1, problem_html: "x", answer: "A" }), "an AIME answer is a whole number from 0 to 999"],
    ["an AMC answer that is a number", line({ problem_html: "x", answer: 12 }), "an AMC answer is a letter A-E"],
    ["an AIME problem 16", JSON.stringify({ competition_name: "AIME_I", competition_year: 2000, problem_number: 16, problem_html: "x", answer: 1 }), "problem_number must be a whole number from 1 to 15"],
    ["four choices", line({ problem_html: "x", choices: ["1", "2", "3", "4"] }), "choices must be an array of five non-empty strings"],
    ["no choices anywhere", line({ problem_html: "What is 1+1?" }), "choices are missing: give five, or end problem_html with (A) … (E)"],
    ["an answer of 1000", JSON.stringify({ competition_name: "AIME_I", competition_year: 2000, problem_number: 1, problem_html: "x", answer: 1000 }), "answer must be a letter A-E or a whole number from 0 to 999"],
  ])("refuses %s", (_name, text, message) => {
    const result = parseProblemLine(text);
    expect(!result.ok && result.errors).toContain(message);
  });

  it("knows the topics by their usual names", () => {
    expect(topicOf("Counting & Probability")).toBe("COUNTING_PROBABILITY");
    expect(topicOf("number_theory")).toBe("NUMBER_THEORY");
    expect(topicOf("GEOMETRY")).toBe("GEOMETRY");
    expect(topicOf("Calculus")).toBeNull();
  });

  it("exports a line that reads back as the same problem", () => {
    const first = parseProblemLine(
      line({ problem_html: "<p>What is $2+2$?</p><p>(A) 1 (B) 2 (C) 3 (D) 4 (E) 5</p>", answer: "D", solution_html: "It is $4$.", category: "Algebra", source: "Boxed originals", license: "CC0-1.0" }),
    );
    if (!first.ok) throw new Error(first.errors.join("; "));
    const again = parseProblemLine(toBankLine(first.problem));
    expect(again).toEqual(first);
  });
});
