// /api/openapi.json: an OpenAPI 3.1 document generated from the routes' schemas, valid by the
// OpenAPI schema, naming every /api route; every route's real answers fit it; and the same schemas
// validate requests: bad input is a 400 in the words of the field's rule, and the document refuses
// that input too.
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
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
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
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(restRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
  });
});

describe("every route's real answers fit the document", () => {
  it("the GET routes, as the people who may call them", async () => {
    const db = app().database.prisma;
    const question = await db.question.findFirstOrThrow({
      where: { status: "PUBLISHED", competition: { isNot: null } },
      include: { competition: true },
      orderBy: { id: "asc" },
    });
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
      [
        student,
        "/api/questions/by-competition/:name/:year/:number",
        `/api/questions/by-competition/${competition.name}/${competition.year}/${question.problemNumber}`,
      ],
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
      ...fits(
        "POST",
        "/api/random/submit_answer",
        await rest(app().baseUrl, student, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: "A" }),
      ),
      ...fits("POST", "/api/user/update-difficulty", await rest(app().baseUrl, student, "POST", "/api/user/update-difficulty", { difficult_level: 2 })),
    ];
    expect(problems).toEqual([]);
  });

  it("the routes that write: profile, links, lessons, contests, questions, imports and billing", async () => {
    const base = app().baseUrl;
    const db = app().database.prisma;
    const call = async (caller: Caller, method: "POST" | "PUT", url: string, path: string, body: Record<string, unknown>) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { "content-type": "application/json", ...caller.headers(base, true) },
        body: JSON.stringify(body),
      });
      return fits(method, url, { status: response.status, body: await response.json() });
    };
    const subscriber = browser((await signIn(base, "subscriber@boxed.test")).jar);
    const lesson = await db.lesson.findFirstOrThrow({ where: { active: true }, orderBy: { id: "asc" } });
    const page = (await rest(base, student, "GET", `/api/section-notes/?id=${lesson.id}`)).body;
    const contestQuestion = await db.question.findFirstOrThrow({
      where: { status: "PUBLISHED", competition: { name: "AMC_8", year: 2024 } },
      orderBy: { id: "asc" },
    });
    const sitting = (await rest(base, student, "GET", "/api/contest/AMC_8/2024")).body;
    const problems = [
      ...(await call(student, "POST", "/api/user/update-username", "/api/user/update-username", { useremail: "student@boxed.test", username: "Stu Renamed" })),
      ...(await call(admin, "POST", "/api/user/update", "/api/user/update", { student_email: "student@boxed.test", student_grade: 8 })),
      ...(await call(student, "POST", "/api/section-notes/submit-answer", "/api/section-notes/submit-answer", {
        question_id: page.questions[0].id,
        user_answer: "A",
        lession_id: lesson.id,
        sid: page.section.id,
      })),
      ...(await call(student, "POST", "/api/contest/submit", "/api/contest/submit", {
        competition_name: "AMC_8",
        competition_year: 2024,
        answers: [{ question_id: contestQuestion.id, answer: "B" }],
        ts: sitting.ts,
      })),
      ...(await call(student, "POST", "/api/questions", "/api/questions", {
        question: "What is 2 + 3?",
        solution: "2 + 3 = 5.",
        answer: "5",
        multiple_choice: false,
      })),
      ...(await call(admin, "PUT", "/api/questions/:id", `/api/questions/${contestQuestion.id}`, {
        question: contestQuestion.text ?? "What is it?",
        answer: contestQuestion.answer,
      })),
      ...(await call(admin, "POST", "/api/problem-bank/import", "/api/problem-bank/import", { file: '{"not": "a problem"}', dry_run: "true" })),
      ...(await call(subscriber, "POST", "/api/cancel-subscription", "/api/cancel-subscription", { useremail: "subscriber@boxed.test" })),
    ];
    expect(problems).toEqual([]);
  });

  it("a refusal is documented too: detail says why", async () => {
    // (Below: the route schemas also validate what comes in.)
    const refused = await rest(app().baseUrl, anonymous, "GET", "/api/user/profile");
    expect(refused).toEqual({ status: 401, body: { detail: "Sign in required." } });
    expect(document.paths["/api/user/profile"].get.responses["4XX"].content["application/json"].schema.required).toEqual(["detail"]);
  });
});

describe("request content types", () => {
  // The spec's client sends these as multipart/form-data forms (product-spec.md, "The calls it makes"),
  // and the problem-bank import takes its file as a file part; every other body is a JSON object.
  const FORM_ROUTES = ["POST /api/cancel-subscription", "POST /api/questions", "POST /api/problem-bank/import"];
  const bodies = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, any>)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, Object.keys(operation.requestBody.content)] as const),
    );

  it("the form routes document multipart/form-data first, JSON too; the others JSON only", () => {
    const documented = Object.fromEntries(bodies());
    for (const route of FORM_ROUTES) expect(documented[route], route).toEqual(["multipart/form-data", "application/json"]);
    const others = bodies().filter(([route]) => !FORM_ROUTES.includes(route));
    expect(others.length).toBeGreaterThan(5);
    for (const [route, types] of others) expect(types, route).toEqual(["application/json"]);
    const form = document.paths["/api/cancel-subscription"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual(["useremail"]);
  });

  it("a real multipart form, as the client sends it, is taken and answered as documented", async () => {
    const base = app().baseUrl;
    const send = async (caller: Caller, url: string, fields: Record<string, string | Blob>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      // The form's text fields fit the document's multipart schema, as they would its JSON one.
      const schema = document.paths[url].post.requestBody.content["multipart/form-data"].schema;
      const validate = new Ajv2020.default({ strict: false }).compile(schema);
      expect(validate(Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === "string"))), JSON.stringify(validate.errors)).toBe(true);
      const response = await fetch(`${base}${url}`, { method: "POST", headers: caller.headers(base, true), body: form });
      return fits("POST", url, { status: response.status, body: await response.json() });
    };
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    const subscriber = browser((await signIn(base, "subscriber@boxed.test")).jar);
    const problems = [
      ...(await send(student, "/api/questions", {
        question: "What is 4 + 4?", solution: "4 + 4 = 8.", answer: "8", multiple_choice: "false", image: new Blob([png], { type: "image/png" }),
      })),
      ...(await send(admin, "/api/problem-bank/import", { file: new Blob(['{"not": "a problem"}'], { type: "application/jsonl" }), dry_run: "true" })),
      ...(await send(subscriber, "/api/cancel-subscription", { useremail: "subscriber@boxed.test" })),
    ];
    expect(problems).toEqual([]);
  });
});

/** The document's schema for one part of a route's request, as one object (path and query parameters gathered). */
function requestSchema(method: string, url: string, part: "path" | "query" | "body"): object {
  const operation = document.paths[openApiPath(url)][method.toLowerCase()];
  if (part === "body") return operation.requestBody.content["application/json"].schema;
  const parameters = (operation.parameters ?? []).filter((parameter: any) => parameter.in === part);
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter: any) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter: any) => parameter.required).map((parameter: any) => parameter.name),
  };
}

const documentAccepts = (schema: object, value: unknown) => new Ajv2020.default({ strict: false }).compile(schema)(value);

describe("the route schemas validate requests", () => {
  // [method, route, path sent, part, the part's value as the document sees it, body sent, the rule's sentence]
  const BAD: [string, string, string, "path" | "query" | "body", Record<string, unknown>, string][] = [
    ["GET", "/api/questions/:id", "/api/questions/abc", "path", { id: "abc" }, "Invalid question id"],
    ["GET", "/api/courses/:id", "/api/courses/first", "path", { id: "first" }, "Invalid course id"],
    ["GET", "/api/contest/:name/:year", "/api/contest/AMC_8/next", "path", { name: "AMC_8", year: "next" }, "Invalid contest year"],
    ["GET", "/api/section-notes/", "/api/section-notes/?id=one", "query", { id: "one" }, "Invalid lesson id"],
    ["GET", "/api/section-notes/", "/api/section-notes/?id=1&sid=two", "query", { id: "1", sid: "two" }, "Invalid section id"],
    ["GET", "/api/space/dashboard", "/api/space/dashboard?userid=me", "query", { userid: "me" }, "userid must be a whole number."],
    [
      "POST",
      "/api/random/submit_answer",
      "/api/random/submit_answer",
      "body",
      { question_id: "seven", user_answer: "A" },
      "question_id must be a whole number.",
    ],
    ["POST", "/api/random/random", "/api/random/random", "body", { mode: "old" }, 'mode must be "new" or "review".'],
    ["POST", "/api/user/update-username", "/api/user/update-username", "body", { username: ["Ada"] }, "username must be text."],
    ["POST", "/api/user/update-difficulty", "/api/user/update-difficulty", "body", { difficult_level: 2.5 }, "difficult_level must be a whole number."],
    [
      "POST",
      "/api/contest/submit",
      "/api/contest/submit",
      "body",
      { competition_name: "AMC_8", competition_year: 2024 },
      "ts is required: start the contest first.",
    ],
    [
      "POST",
      "/api/contest/submit",
      "/api/contest/submit",
      "body",
      { ts: "t", competition_name: "AMC_8", competition_year: 2024, answers: "A,B,C" },
      "answers must be a list of {question_id, answer}.",
    ],
    [
      "POST",
      "/api/section-notes/submit-answer",
      "/api/section-notes/submit-answer",
      "body",
      { question_id: 1, lession_id: "x", sid: 1 },
      "lession_id must be a whole number.",
    ],
  ];

  it.each(BAD.map((row) => [`${row[0]} ${row[2]}`, row] as const))("%s is a 400 in the rule's words, and the document refuses it too", async (_name, row) => {
    const [method, route, path, part, value, message] = row;
    const answer = await rest(app().baseUrl, student, method as "GET" | "POST", path, part === "body" ? value : undefined);
    expect(answer).toEqual({ status: 400, body: { detail: message } });
    expect(documentAccepts(requestSchema(method, route, part), value)).toBe(false);
  });

  it("the requests the web client sends fit the document", () => {
    const good: [string, string, "path" | "query" | "body", unknown][] = [
      ["GET", "/api/questions/:id", "path", { id: "12" }],
      ["GET", "/api/section-notes/", "query", { id: "1" }],
      ["GET", "/api/section-notes/", "query", { id: "1", sid: "" }],
      ["POST", "/api/random/submit_answer", "body", { question_id: 12, user_answer: "B", tag: "review", attempts: 1 }],
      ["POST", "/api/random/random", "body", { mode: "review", competition_filter: "AMC_8", category_filter: null, limit: 1, review_days: 21 }],
      [
        "POST",
        "/api/contest/submit",
        "body",
        { competition_name: "AMC_8", competition_year: 2024, answers: [{ question_id: 3, answer: "B" }], time_spent: 900, ts: "t" },
      ],
      ["POST", "/api/user/update", "body", { useremail: "p@boxed.test", student_email: "s@boxed.test", student_grade: "8" }],
    ];
    for (const [method, route, part, value] of good)
      expect(documentAccepts(requestSchema(method, route, part), value), `${method} ${route} ${JSON.stringify(value)}`).toBe(true);
  });
});
