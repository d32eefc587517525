// GET /addToPrintout?hid=0&pid={questionId}: called with credentials by the question cards;
// answers JSON for the 'Added to printout' / 'Unable to add to printout' toasts.
import type { FastifyInstance } from "fastify";
import { viewerFromHeaders } from "../auth/viewer.ts";
import { addToPrintout } from "../services/printout.ts";
import { InputError, NotFound } from "../domain/errors.ts";

export function registerAddToPrintout(fastify: FastifyInstance): void {
  fastify.get<{ Querystring: { pid?: string } }>("/addToPrintout", async (request, reply) => {
    const viewer = await viewerFromHeaders(new Headers({ cookie: request.headers.cookie ?? "" }));
    if (!viewer) return reply.status(401).send({ success: false, detail: "Sign in required." });
    // A database id: 1 to 2^31-1 written in digits ("1e99" and "99999999999" are not ids).
    const questionId = /^\d{1,10}$/.test(request.query.pid ?? "") ? Number(request.query.pid) : 0;
    if (questionId <= 0 || questionId > 2_147_483_647) return reply.status(400).send({ success: false, detail: "Invalid question id" });
    try {
      await addToPrintout(viewer.id, questionId);
    } catch (error) {
      if (error instanceof NotFound) return reply.status(404).send({ success: false, detail: "Question not found" });
      if (error instanceof InputError) return reply.status(400).send({ success: false, detail: error.message });
      throw error;
    }
    return { success: true, message: "Added to printout" };
  });
}
