// Cross-site request forgery: another site can make a signed-in browser send its session cookie,
// but not an Origin (or Referer) of this site. Every state-changing request that carries the
// session cookie must show it came from a Boxed page, or it is refused before it changes anything.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";
import { graphql, bearer, browser } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;

const STUDENT = "student@boxed.test";
const REFUSED = { detail: "Request refused: it did not come from a Boxed page." };
let jar: CookieJar;

beforeAll(async () => {
  jar = (await signIn(app().baseUrl, STUDENT)).jar;
});

const studentName = async () => (await db().user.findUniqueOrThrow({ where: { email: STUDENT } })).username;

/** Runs `change`, then puts the student's name back whatever happened. */
async function keepingName(change: () => Promise<void>) {
  const name = await studentName();
  try {
    await change();
  } finally {
    await db().user.update({ where: { email: STUDENT }, data: { username: name } });
  }
}

/** POST /api/user/update-username with the student's session cookie and these extra headers. */
async function renameOverRest(username: string, headers: Record<string, string>) {
  const response = await fetch(`${app().baseUrl}/api/user/update-username`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: jar.header(), ...headers },
    body: JSON.stringify({ useremail: STUDENT, username }),
  });
  return { status: response.status, body: await response.json() };
}

describe("a cookie-authenticated change must come from a Boxed page", () => {
  const refusedCases: [string, () => Record<string, string>][] = [
    ["no Origin and no Referer", () => ({})],
    ["Origin https://evil.example", () => ({ origin: "https://evil.example" })],
    ["a Referer from another site", () => ({ referer: "https://evil.example/free-prizes.html" })],
    ["Origin null (a sandboxed page) and no Referer", () => ({ origin: "null" })],
    ["an Origin that only starts like this site", () => ({ origin: `${app().baseUrl}.evil.example` })],
    ["this host on another port", () => ({ origin: app().baseUrl.replace(/:\d+$/, ":1") })],
    ["Origin of another site, even with a Referer from this one", () => ({ origin: "https://evil.example", referer: `${app().baseUrl}/app/space` })],
  ];

  it.each(refusedCases)("POST /api/user/update-username with %s → 403, name unchanged", async (_case, headers) => {
    await keepingName(async () => {
      const name = await studentName();
      expect(await renameOverRest("Forged Name", headers())).toEqual({ status: 403, body: REFUSED });
      expect(await studentName()).toBe(name);
    });
  });

  it("POST /api/user/update-username with Origin = this site → 200, renamed", async () => {
    await keepingName(async () => {
      const response = await renameOverRest("Renamed Here", { origin: app().baseUrl });
      expect(response).toEqual({ status: 200, body: { success: true, username: "Renamed Here", useremail: STUDENT } });
      expect(await studentName()).toBe("Renamed Here");
    });
  });

  it("POST /api/user/update-username with only a Referer from a Boxed page → 200, renamed", async () => {
    await keepingName(async () => {
      const response = await renameOverRest("Renamed By Referer", { referer: `${app().baseUrl}/app/space?tab=profile` });
      expect(response.status).toBe(200);
      expect(await studentName()).toBe("Renamed By Referer");
    });
  });

  it("POST /graphql updateUsername with Origin https://evil.example → 403, name unchanged", async () => {
    await keepingName(async () => {
      const name = await studentName();
      const response = await fetch(`${app().baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: jar.header(), origin: "https://evil.example" },
        body: JSON.stringify({ query: `mutation { updateUsername(username: "Forged Name") { __typename } }` }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(REFUSED);
      expect(await studentName()).toBe(name);
    });
  });

  it("a stray Authorization header does not switch the defence off on the cookie-only /api routes", async () => {
    // /api ignores bearer tokens and authenticates by the cookie, so the cookie must be checked.
    await keepingName(async () => {
      const name = await studentName();
      const response = await renameOverRest("Forged Name", { origin: "https://evil.example", authorization: "Bearer anything" });
      expect(await studentName()).toBe(name);
      expect(response.status).toBe(403);
    });
  });

  it("on /graphql an Authorization header replaces the cookie, so a forged one signs nobody in", async () => {
    await keepingName(async () => {
      const name = await studentName();
      const response = await fetch(`${app().baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: jar.header(), origin: "https://evil.example", authorization: "Bearer anything" },
        body: JSON.stringify({ query: `mutation { updateUsername(username: "Forged Name") { __typename } }` }),
      });
      expect((await response.json()).errors?.map((error: any) => error.extensions?.code)).toEqual(["UNAUTHENTICATED"]);
      expect(await studentName()).toBe(name);
    });
  });
});

describe("what the defence leaves alone", () => {
  it("a GET with the cookie from another site still reads (reads change nothing)", async () => {
    const response = await fetch(`${app().baseUrl}/api/user/profile`, { headers: { cookie: jar.header(), origin: "https://evil.example" } });
    expect(response.status).toBe(200);
    expect((await response.json()).user.useremail).toBe(STUDENT);
  });

  it("a POST with a bearer token and no Origin is allowed: it carries no ambient credentials", async () => {
    const created = await graphql(app().baseUrl, browser(jar), `mutation {
      createApiToken(name: "CSRF check", access: READ_WRITE) { ... on CreatedApiToken { token } }
    }`);
    const tool = bearer(created.data.createApiToken.token);
    await keepingName(async () => {
      const result = await graphql(app().baseUrl, tool, `mutation { updateUsername(username: "Renamed By Tool") { ... on User { username } } }`);
      expect(result.status).toBe(200);
      expect(result.data.updateUsername).toEqual({ username: "Renamed By Tool" });
      expect(await studentName()).toBe("Renamed By Tool");
    });
  });
});

describe("GraphQL mutations are never run over GET", () => {
  it("GET /graphql?query=mutation… with the cookie is refused and renames nobody", async () => {
    await keepingName(async () => {
      const name = await studentName();
      const query = `mutation { updateUsername(username: "Renamed Over Get") { __typename } }`;
      const response = await fetch(`${app().baseUrl}/graphql?query=${encodeURIComponent(query)}`, {
        headers: { cookie: jar.header(), accept: "application/json" },
      });
      const body = await response.json();
      expect(response.status === 405 || body.errors?.length > 0, `GET answered ${response.status} ${JSON.stringify(body)}`).toBe(true);
      expect(body.data?.updateUsername).toBeUndefined();
      expect(await studentName()).toBe(name);
    });
  });
});
