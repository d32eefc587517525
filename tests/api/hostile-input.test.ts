// Bad input gets a clear 400 and changes nothing: NUL characters (PostgreSQL cannot store them),
// ids that are not ids, and the documented state-changing GET links followed from another site.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";
import { NUL_REFUSED } from "../../server/domain/text.ts";

const app = useTestApp();
const STUDENT = "student@boxed.test";
let jar: CookieJar;
let questionId: number;

beforeAll(async () => {
  jar = (await signIn(app().baseUrl, STUDENT)).jar;
  questionId = (await app().database.prisma.question.findFirstOrThrow({ where: { competitionId: { not: null } } })).id;
});

const NUL = "\u0000";

async function send(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app().baseUrl}${path}`, {
    method,
    headers: { cookie: jar.header(), origin: app().baseUrl, ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text };
}

describe("a NUL character anywhere in a request", () => {
  const cases: [string, "GET" | "POST", () => string, () => unknown][] = [
    ["lesson answer", "POST", () => "/api/section-notes/submit-answer", () => ({ question_id: questionId, user_answer: `A${NUL}`, lession_id: 1, sid: 1 })],
    ["practice answer", "POST", () => "/api/random/submit_answer", () => ({ question_id: questionId, user_answer: `7${NUL}` })],
    ["practice filters", "POST", () => "/api/random/random", () => ({ mode: "new", competition_filter: `AMC_8${NUL}`, limit: 1 })],
    ["contest submission", "POST", () => "/api/contest/submit", () => ({ competition_name: "AMC_8", competition_year: 2024, ts: `x${NUL}`, answers: [] })],
    ["username", "POST", () => "/api/user/update-username", () => ({ useremail: STUDENT, username: `Ada${NUL}` })],
    ["student email", "POST", () => "/api/user/update", () => ({ useremail: STUDENT, student_email: `kid${NUL}@example.org`, student_grade: 7 })],
    ["difficulty", "POST", () => "/api/user/update-difficulty", () => ({ [`student_email${NUL}`]: STUDENT, difficult_level: 2 })],
    ["contest page path", "GET", () => `/api/contest/AMC_8${encodeURIComponent(NUL)}/2024`, () => undefined],
    ["question query string", "GET", () => `/api/section-notes/?id=1&sid=${encodeURIComponent(NUL)}`, () => undefined],
    ["GraphQL variables", "POST", () => "/graphql", () => ({ query: "mutation($a: String!) { updateUsername(username: $a) { __typename } }", variables: { a: NUL } })],
  ];

  it.each(cases)("in the %s is a 400 with a clear message, and nothing is written", async (_name, method, path, body) => {
    const before = await app().database.prisma.attempt.count();
    const user = await app().database.prisma.user.findUniqueOrThrow({ where: { email: STUDENT } });
    expect(await send(method, path(), body())).toEqual({ status: 400, body: { detail: NUL_REFUSED } });
    expect(await app().database.prisma.attempt.count()).toBe(before);
    expect(await app().database.prisma.user.findUniqueOrThrow({ where: { email: STUDENT } })).toEqual(user);
  });
});

describe("GET /addToPrintout", () => {
  it.each(["1e99", "99999999999", "-3", "0", "abc", ""])("refuses pid=%s as an invalid question id", async (pid) => {
    expect(await send("GET", `/addToPrintout?hid=0&pid=${pid}`)).toEqual({ status: 400, body: { success: false, detail: "Invalid question id" } });
  });

  it("refuses a link followed from another site, and adds nothing", async () => {
    const printout = () => app().database.prisma.printoutItem.count();
    const before = await printout();
    expect((await send("GET", `/addToPrintout?hid=0&pid=${questionId}`, undefined, { "sec-fetch-site": "cross-site", origin: "" })).status).toBe(403);
    expect((await send("GET", `/addToPrintout?hid=0&pid=${questionId}`, undefined, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await send("GET", `/addToPrintout?hid=0&pid=${questionId}`, undefined, { referer: "https://evil.example/page" , origin: "" })).status).toBe(403);
    // However the link writes the path the router reaches the same route.
    for (const path of ["/addToPrintout/", "/%61ddToPrintout"]) {
      expect((await send("GET", `${path}?hid=0&pid=${questionId}`, undefined, { "sec-fetch-site": "cross-site", origin: "" })).status, path).toBe(403);
    }
    expect(await printout()).toBe(before);
    // The question cards call it from this site.
    const own = await send("GET", `/addToPrintout?hid=0&pid=${questionId}`, undefined, { "sec-fetch-site": "same-origin" });
    expect(own).toEqual({ status: 200, body: { success: true, message: "Added to printout" } });
  });
});

describe("GET /logout", () => {
  it("from another site's link leaves the session alone; typed or clicked here it signs out", async () => {
    const status = async () => (await send("GET", "/api/user/status")).body.is_signed_in;
    expect((await send("GET", "/logout", undefined, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await send("GET", "/logout/", undefined, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await send("GET", "/l%6Fgout", undefined, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await status()).toBe(true);
    const typed = await send("GET", "/logout", undefined, { "sec-fetch-site": "none" });
    expect(typed.status).toBe(302);
  });
});
