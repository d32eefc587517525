// /api/openapi.json: an OpenAPI 3.1 document generated from the routes' schemas, valid by the
// OpenAPI schema, naming every /api route; and every route's real answers fit it.
import { beforeAll, describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, rest, type Caller } from "../support/clients.ts";
import { restRoutes } from "../../server/rest/routes.ts";

const app = useTestApp();
let document: any;
let admin: Caller;
let student: Caller;

beforeAll(async () => {
  document = (await rest(app().baseUrl, anonymous, "GET", "/api/openapi.json")).body;
  admin = browser((await signIn(app().baseUrl, "admin@boxed.test")).jar);
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** Checks a real answer against the document's schema for that route (not the code's). */
function fits(method: string, url: string, answer: { status: number; body: unknown }): string[] {
  expect(answer.status, `${method} ${url}`).toBe(200);
  const schema = document.paths[openApiPath(url)][method.toLowerCase()].responses["200"].content["application/json"].schema;
  const ajv = new Ajv2020.default({ strict: false, allErrors: true });
  const validate = ajv.compile(schema);
  return validate(answer.body) ? [] : (validate.errors ?? []).map((error) => `${method} ${url}: ${error.instancePath} ${error.message}`);
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents every /api route and nothing else", () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(restRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
  });
});

describe("every route's real answers fit the document", () => {
  it("the GET routes, as the people who may call them", async () => {
    const db = app().database.prisma;
    const question = await db.question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { isNot: null } }, include: { competition: true }, orderBy: { id: "asc" } });
    const course = await db.course.findFirstOrThrow({ orderBy: { id: "asc" } });
    const lesson = await db.lesson.findFirstOrThrow({ where: { active: true }, orderBy: { id: "asc" } });
    const competition = question.competition!;
    const calls: [Caller, string, string][] = [
      [anonymous, "/api/home/", "/api/home/"],
      [student, "/api/home/", "/api/home/"],
      [student, "/api/user/status", "/api/user/status"],
      [anonymous, "/api/user/status", "/api/user/status"],
      [student, "/api/user/profile", "/api/user/profile"],
      [student, "/api/courses/", "/api/courses/"],
      [student, "/api/courses/:id", `/api/courses/${course.id}`],
      [student, "/api/section-notes/", `/api/section-notes/?id=${lesson.id}`],
      [admin, "/api/questions/:id", `/api/questions/${question.id}`],
      [student, "/api/questions/by-competition/:name/:year/:number", `/api/questions/by-competition/${competition.name}/${competition.year}/${question.problemNumber}`],
      [student, "/api/mock-test/", "/api/mock-test/"],
      [student, "/api/contest/:name/:year", `/api/contest/${competition.name}/${competition.year}`],
      [student, "/api/space/dashboard", "/api/space/dashboard"],
      [admin, "/api/stats/", "/api/stats/"],
    ];
    const problems: string[] = [];
    for (const [caller, route, path] of calls) problems.push(...fits("GET", route, await rest(app().baseUrl, caller, "GET", path)));
    expect(problems).toEqual([]);
  });

  it("the POST routes that answer and practise", async () => {
    const question = await app().database.prisma.question.findFirstOrThrow({ where: { status: "PUBLISHED", isMultipleChoice: true }, orderBy: { id: "desc" } });
    const problems = [
      ...fits("POST", "/api/random/random", await rest(app().baseUrl, student, "POST", "/api/random/random", { mode: "new" })),
      ...fits("POST", "/api/random/submit_answer", await rest(app().baseUrl, student, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: "A" })),
      ...fits("POST", "/api/user/update-difficulty", await rest(app().baseUrl, student, "POST", "/api/user/update-difficulty", { difficult_level: 2 })),
    ];
    expect(problems).toEqual([]);
  });

  it("a refusal is documented too: detail says why", async () => {
    const refused = await rest(app().baseUrl, anonymous, "GET", "/api/user/profile");
    expect(refused).toEqual({ status: 401, body: { detail: "Sign in required." } });
    expect(document.paths["/api/user/profile"].get.responses["4XX"].content["application/json"].schema.required).toEqual(["detail"]);
  });
});
