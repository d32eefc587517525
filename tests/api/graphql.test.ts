import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GraphQLClient, gql } from "graphql-request";
import { useTestApp } from "../support/testApp.ts";
import { questionOfTheDayIndex } from "../../server/domain/questionOfTheDay.ts";
import { questionOfTheDayId } from "../../server/services/questionOfTheDay.ts";

const app = useTestApp();

describe("the GraphQL contract", () => {
  it("serves the question of the day without its answer", async () => {
    const result = await app().graphql(`{ questionOfTheDay { id questionId choices isSample competition { name year family } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.questionOfTheDay.choices).toHaveLength(5);
    expect(result.data.questionOfTheDay.isSample).toBe(true);
    const asked = await app().graphql(`{ questionOfTheDay { answer } }`);
    expect(asked.errors?.[0].message).toMatch(/Cannot query field "answer"/);
  });

  it("picks each day's question among the published multiple-choice questions of enabled competitions, as the day's index says", async () => {
    const eligible = await app().database.prisma.question.findMany({
      where: { status: "PUBLISHED", isMultipleChoice: true, competition: { enabled: true } },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    expect(eligible.length).toBeGreaterThan(1);
    const days = Array.from({ length: 40 }, (_, day) => new Date(Date.UTC(2026, 10, 1 + day, 12)));
    const picked = await Promise.all(days.map((date) => questionOfTheDayId(date)));
    expect(picked).toEqual(days.map((date) => eligible[questionOfTheDayIndex(date, eligible.length)]!.id));
    // Several questions over the days, and today's is the one served.
    expect(new Set(picked).size).toBeGreaterThan(1);
    const before = new Date();
    const { data } = await app().graphql(`{ questionOfTheDay { questionId } }`);
    const after = new Date(); // the request may cross midnight (UTC)
    const today = [before, after].map((date) => eligible[questionOfTheDayIndex(date, eligible.length)]!.id);
    expect(today).toContain(data.questionOfTheDay.questionId);
  });

  it("refetches any object through the Relay node interface by its global id", async () => {
    const { data } = await app().graphql(`{ questionOfTheDay { id problemNumber } }`);
    const refetched = await app().graphql(`query ($id: ID!) { node(id: $id) { id ... on Question { problemNumber } } }`, {
      id: data.questionOfTheDay.id,
    });
    expect(refetched.data.node).toEqual(data.questionOfTheDay);
  });

  it("answers the viewer as null for an anonymous visitor", async () => {
    expect((await app().graphql(`{ viewer { username } }`)).data).toEqual({ viewer: null });
  });

  it("validates arguments with a clear message and runs nothing", async () => {
    const result = await app().graphql(`{ leaderboard(family: AMC8, first: 500) { rank } }`);
    // Refused before execution (docs/API.md: the page size limit), so the answer has no data at all.
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].message).toMatch(/first/i);
  });

  it("runs the web client's persisted operations by id", async () => {
    const persisted: Record<string, string> = JSON.parse(readFileSync("web/__generated__/persisted-queries.json", "utf8"));
    const [id] = Object.entries(persisted).find(([, text]) => text.startsWith("query HomeScreenQuery"))!;
    const response = await app().fastify.inject({ method: "POST", url: "/graphql", payload: { doc_id: id, variables: {} } });
    expect(response.json().data.questionOfTheDay.problemHtml).toBeTruthy();
    const unknown = await app().fastify.inject({ method: "POST", url: "/graphql", payload: { doc_id: "nope", variables: {} } });
    expect(unknown.json().errors[0].message).toMatch(/PersistedQueryNotFound/);
  });

  it("refuses operations over the alias and token limits", async () => {
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: viewer { username }`).join(" ")} }`;
    expect((await app().graphql(aliases)).errors?.[0].message).toMatch(/aliases/i);
    const tokens = `{ viewer { ${"username ".repeat(5000)}} }`;
    expect((await app().graphql(tokens)).errors?.[0].message).toMatch(/token/i);
  });

  it("is reachable over HTTP with graphql-request, and GraphiQL is served", async () => {
    const address = app().baseUrl;
    const client = new GraphQLClient(`${address}/graphql`);
    const data = await client.request<{ forYou: { requiresLogin: boolean } }>(gql`{ forYou { requiresLogin } }`);
    expect(data.forYou.requiresLogin).toBe(true);
    const page = await fetch(`${address}/graphql`, { headers: { accept: "text/html" } });
    expect(await page.text()).toContain("Boxed GraphQL");
  });

  it("GraphiQL's page links only files the server serves (its icon included)", async () => {
    const html = await (await fetch(`${app().baseUrl}/graphql`, { headers: { accept: "text/html" } })).text();
    const links = [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect({ href, status: (await fetch(`${app().baseUrl}${href}`)).status }).toEqual({ href, status: 200 });
  });

  it("answers 404 for any other name under GraphiQL's files, inherited object keys included", async () => {
    for (const name of ["missing.js", "constructor", "__proto__", "toString", "hasOwnProperty", "..%2Fpackage.json"]) {
      expect({ name, status: (await fetch(`${app().baseUrl}/graphiql/${name}`)).status }).toEqual({ name, status: 404 });
    }
  });
});
