// POST /result: the contest page posts its answers here as a form (ts, is_signed_in, name, year,
// answer_{questionId}) after a successful submit. Submitting is idempotent, so this finds the
// submission the contest page made (or makes it, for a plain form post) and shows the result.
import type { FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import { viewerFromHeaders } from "../auth/viewer.ts";
import { submitContest, type SubmissionView } from "../services/contests.ts";
import { InputError } from "../domain/errors.ts";
import { FAMILY_LABEL } from "../domain/families.ts";
import { competitionTitle } from "../domain/labels.ts";
import { html, page } from "./template.ts";

/** The result page's own rules; the rest is the shared template's. */
const STYLE = `
  .score { font-size: 2.5rem; font-weight: 700; margin: 0; }
  .counts { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; color: #5f6b7a; }
  .rating { font-size: 1.1rem; }
`;

function resultPage(result: SubmissionView): string {
  const title = `${competitionTitle(result.competitionName, result.competitionYear)} results`;
  const change = result.ratingChange;
  // Ratings are stored unrounded: the change shown is the difference of the two numbers shown.
  const before = change ? Math.round(change.before) : 0;
  const after = change ? Math.round(change.after) : 0;
  const rating = change
    ? html`<p class="rating">${FAMILY_LABEL[change.family]} rating: ${before} → <strong class="${after >= before ? "up" : "down"}">${after}</strong> (${after >= before ? "+" : ""}${after - before}) ± ${change.uncertainty}${change.provisional ? " · provisional" : ""}</p>`
    : "";
  // The answer key goes only to the signed-in student who submitted; an anonymous taker sees which
  // answers were right and is invited to sign in.
  const answerKey = result.signedIn;
  const rows = result.marked.map((entry, index) => {
    const status = entry.blank ? "blank" : entry.correct ? "correct" : "incorrect";
    const key = answerKey ? html`<td>${entry.correctAnswer ?? ""}</td>` : "";
    return html`<tr><td>${index + 1}</td><td>${entry.blank ? "—" : entry.given}</td>${key}
<td class="${status}">${status === "blank" ? "Blank" : status === "correct" ? "Correct" : "Incorrect"}</td>
<td><a href="/app/question/${entry.questionId}">View problem</a></td></tr>`;
  });
  const keyHeader = answerKey ? html`<th>Correct answer</th>` : "";
  const signIn = answerKey
    ? ""
    : html`<p>Sign in to see the answer key after your contests. <a class="button" href="/auth/login?return_to=/app/mock-test">Sign in</a></p>`;
  const minutes = Math.floor(result.timeSpentSeconds / 60);
  return page({
    title,
    style: STYLE,
    body: html`<h1>${title}</h1>
<section class="card" aria-label="Score">
  <p class="score">${result.score} / ${result.fullScore}</p>
  <p class="counts"><span>${result.correct} correct</span><span>${result.blank} blank</span><span>${result.incorrect} incorrect</span><span>${minutes} min ${result.timeSpentSeconds % 60} s</span></p>
  ${rating}
  <p class="${result.rated ? "" : "notice"}">${result.message}</p>
  ${signIn}
</section>
<section class="card" aria-label="Answers">
  <table><thead><tr><th>#</th><th>Your answer</th>${keyHeader}<th>Result</th><th></th></tr></thead><tbody>${rows}</tbody></table>
</section>
<p><a class="button" href="/app/mock-test">Back to AMC Tests</a><a class="button" href="/app/space?tab=overview">Dashboard</a></p>`,
  });
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
          .send(
            page({
              title: "Contest not submitted",
              narrow: true,
              body: html`<section class="card"><h1>Contest not submitted</h1><p>${error.message}</p><p><a class="button" href="/app/mock-test">Back to AMC Tests</a></p></section>`,
            }),
          );
      }
    });
  });
}
