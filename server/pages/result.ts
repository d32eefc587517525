// POST /result: the contest page posts its answers here as a form (ts, is_signed_in, name, year,
// answer_{questionId}) after a successful submit. Submitting is idempotent, so this finds the
// submission the contest page made (or makes it, for a plain form post) and shows the result.
import type { FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import { viewerFromHeaders } from "../auth/viewer.ts";
import { submitContest, type SubmissionView } from "../services/contests.ts";
import { InputError } from "../domain/errors.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { font-family: "Liberation Sans", Arial, sans-serif; color: #1d2433; background: #f6f8fb; margin: 0; }
  main { max-width: 860px; margin: 0 auto; padding: 2rem 1.25rem; }
  .card { background: #fff; border: 1px solid #e3e7ee; border-radius: 10px; padding: 1.25rem; margin-bottom: 1.25rem; }
  .score { font-size: 2.5rem; font-weight: 700; margin: 0; }
  .counts { display: flex; gap: 1.5rem; color: #5f6b7a; }
  .rating { font-size: 1.1rem; }
  .up { color: #1f8a4c; } .down { color: #c23a2b; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.4rem; border-bottom: 1px solid #e3e7ee; }
  .correct { color: #1f8a4c; } .incorrect { color: #c23a2b; } .blank { color: #5f6b7a; }
  a.button { display: inline-block; padding: 0.5rem 1rem; border-radius: 8px; background: #2454d6; color: #fff; text-decoration: none; margin-right: 0.5rem; }
  .notice { color: #7a4b00; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Boxed</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function resultPage(result: SubmissionView): string {
  const title = `${result.competitionName.replace(/_/g, " ")} ${result.competitionYear} results`;
  const change = result.ratingChange;
  // Ratings are stored unrounded: the change shown is the difference of the two numbers shown.
  const before = change ? Math.round(change.before) : 0;
  const after = change ? Math.round(change.after) : 0;
  const rating = change
    ? `<p class="rating">${escape(change.family.replace("AMC", "AMC "))} rating: ${before} → <strong class="${after >= before ? "up" : "down"}">${after}</strong> (${after >= before ? "+" : ""}${after - before})${change.provisional ? " · provisional" : ""}</p>`
    : "";
  const rows = result.marked
    .map((entry, index) => {
      const status = entry.blank ? "blank" : entry.correct ? "correct" : "incorrect";
      return `<tr><td>${index + 1}</td><td>${entry.blank ? "—" : escape(entry.given)}</td><td>${escape(entry.correctAnswer)}</td>
<td class="${status}">${status === "blank" ? "Blank" : status === "correct" ? "Correct" : "Incorrect"}</td>
<td><a href="/app/question/${entry.questionId}">View problem</a></td></tr>`;
    })
    .join("");
  const minutes = Math.floor(result.timeSpentSeconds / 60);
  return page(
    title,
    `<h1>${escape(title)}</h1>
<section class="card" aria-label="Score">
  <p class="score">${result.score} / ${result.fullScore}</p>
  <p class="counts"><span>${result.correct} correct</span><span>${result.blank} blank</span><span>${result.incorrect} incorrect</span><span>${minutes} min ${result.timeSpentSeconds % 60} s</span></p>
  ${rating}
  <p class="${result.rated ? "" : "notice"}">${escape(result.message)}</p>
</section>
<section class="card" aria-label="Answers">
  <table><thead><tr><th>#</th><th>Your answer</th><th>Correct answer</th><th>Result</th><th></th></tr></thead><tbody>${rows}</tbody></table>
</section>
<p><a class="button" href="/app/mock-test">Back to AMC Tests</a><a class="button" href="/app/space?tab=overview">Dashboard</a></p>`,
  );
}

export async function registerResultPage(fastify: FastifyInstance, appSecret: string): Promise<void> {
  await fastify.register(async (scope) => {
    await scope.register(formbody);
    scope.post<{ Body: Record<string, string> }>("/result", async (request, reply) => {
      const now = new Date();
      const fields = request.body ?? {};
      const answers = Object.entries(fields)
        .filter(([name]) => /^answer_\d+$/.test(name))
        .map(([name, answer]) => ({ questionId: Number(name.slice("answer_".length)), answer: String(answer) }));
      const viewer = await viewerFromHeaders(new Headers({ cookie: request.headers.cookie ?? "" }));
      try {
        const result = await submitContest(viewer, { startToken: String(fields.ts ?? ""), answers }, now, appSecret);
        return reply.type("text/html").send(resultPage(result));
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        return reply
          .status(400)
          .type("text/html")
          .send(page("Contest not submitted", `<h1>Contest not submitted</h1><p>${escape(error.message)}</p><p><a class="button" href="/app/mock-test">Back to AMC Tests</a></p>`));
      }
    });
  });
}
