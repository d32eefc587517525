// The spec's authoring addresses outside the app (/edit_course?id=, /edit_lession?id=,
// /edit_section?id=, /section_notes?id&sid&pid, /preview?pid=, /question_anotator?id=,
// /delete-question?question_id=). Each is a full navigation answered with a redirect to the app
// screen that does the work; who may do it is decided by the GraphQL scopes behind that screen,
// and nothing changes on a GET (deleting asks for a confirmation that posts the mutation).
import type { FastifyInstance } from "fastify";
import { html, page } from "./template.ts";

/** A database id written in digits (1 to 2^31-1), or null. */
function idOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const withId = (id: number | null, to: (id: number) => string) => (id === null ? null : to(id));

type Query = Record<string, string | undefined>;

/** Address -> the app path it opens, from the query's ids (null when one is missing or not an id). */
const LINKS: [path: string, target: (query: Query) => string | null][] = [
  ["/edit_course", (q) => withId(idOf(q.id), (id) => `/app/course/${id}/edit`)],
  ["/edit_lession", (q) => withId(idOf(q.id), (id) => `/app/lesson/${id}/edit`)],
  ["/edit_section", (q) => withId(idOf(q.id), (id) => `/app/section/${id}/edit`)],
  ["/preview", (q) => withId(idOf(q.pid), (id) => `/app/question/${id}/preview`)],
  ["/question_anotator", (q) => withId(idOf(q.id), (id) => `/app/question/${id}/annotate`)],
  ["/delete-question", (q) => withId(idOf(q.question_id), (id) => `/app/question/${id}/delete`)],
  [
    "/section_notes",
    (q) => {
      const [lesson, section, question] = [idOf(q.id), idOf(q.sid), idOf(q.pid)];
      return lesson && section && question ? `/app/section-notes?id=${lesson}&sid=${section}&pid=${question}` : null;
    },
  ],
];

export function registerContentLinks(fastify: FastifyInstance): void {
  for (const [path, target] of LINKS) {
    fastify.get<{ Querystring: Query }>(path, async (request, reply) => {
      const to = target(request.query);
      if (to !== null) return reply.redirect(to, 302);
      const body = html`<div class="card"><h1>Invalid link</h1><p>This address needs a valid id.</p><p><a class="button" href="/app/">Home</a></p></div>`;
      return reply.status(400).type("text/html; charset=utf-8").send(page({ title: "Invalid link", body, narrow: true }));
    });
  }
}
