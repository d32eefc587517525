// POST /result: the contest page posts its answers here as a form (ts, is_signed_in, name, year,
// answer_{questionId}) after a successful submit. Submitting is idempotent, so this finds the
// submission the contest page made (or makes it, for a plain form post) and redirects (303) to
// its result in the app, /app/result/{submissionId}.
import type { FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import { viewerFromHeaders } from "../auth/viewer.ts";
import { submitContest } from "../services/contests.ts";
import { InputError, TooManyTries } from "../domain/errors.ts";
import type { Allowances } from "../rateLimits.ts";
import { html, page } from "./template.ts";

export async function registerResultPage(fastify: FastifyInstance, appSecret: string, allowances: Allowances): Promise<void> {
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
        const allowance = (competitionId: number) => allowances.anonymousContestSubmission(request.ip, competitionId);
        const result = await submitContest(viewer, { startToken: String(fields.ts ?? ""), answers }, now, appSecret, allowance);
        // Post/Redirect/Get: the result lives in the app at its own address, so a reload or a
        // bookmark shows it again without posting the answers a second time.
        return reply.redirect(`/app/result/${result.submissionId}`, 303);
      } catch (error) {
        if (!(error instanceof InputError || error instanceof TooManyTries)) throw error;
        if (error instanceof TooManyTries) reply.header("retry-after", error.retryAfterSeconds);
        return reply
          .status(error instanceof TooManyTries ? 429 : 400)
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
