// Cross-origin access: only this site's own pages (PUBLIC_URL) may read /graphql with cookies;
// other origins may call it with an API token and no cookie. Behind a proxy the app is told to
// trust (TRUST_PROXY), a client-sent X-Forwarded-Host must not make another site look like this one.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";

const app = useTestApp({ env: { TRUST_PROXY: "true" } });
let jar: CookieJar;

beforeAll(async () => {
  jar = (await signIn(app().baseUrl, "student@boxed.test")).jar;
});

const viewerQuery = JSON.stringify({ query: "{ viewer { email } }" });
const viewerUrl = () => `${app().baseUrl}/graphql?query=${encodeURIComponent("{ viewer { email } }")}`;

describe("who may read /graphql across origins", () => {
  it("a page of another site gets no credentialed CORS answer, so the browser hides the student's data", async () => {
    // A GET is not a change, so the CSRF check lets it through: CORS is what keeps the answer unread.
    for (const origin of ["https://evil.example", `${app().baseUrl}.evil.test`, "null"]) {
      const response = await fetch(viewerUrl(), { headers: { accept: "application/json", origin, cookie: jar.header() } });
      // Browsers hand a credentialed answer to the page only with Allow-Credentials: true.
      expect(response.headers.get("access-control-allow-credentials"), origin).toBeNull();
    }
  });

  it("its preflight is answered for token calls only: any origin, no credentials", async () => {
    const response = await fetch(`${app().baseUrl}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
    });
    expect(response.status).toBeLessThan(300);
    expect(["*", "https://partner.example"]).toContain(response.headers.get("access-control-allow-origin"));
    expect(response.headers.get("access-control-allow-credentials")).not.toBe("true");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  it("this site's own pages keep reading with their session", async () => {
    const response = await fetch(`${app().baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app().baseUrl, cookie: jar.header() },
      body: viewerQuery,
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(app().baseUrl);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect((await response.json()).data.viewer.email).toBe("student@boxed.test");
  });
});

describe("the CSRF check compares with PUBLIC_URL, not with forwarded headers", () => {
  it("a forged X-Forwarded-Host and Proto matching the attacker's Origin is still refused", async () => {
    const before = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    const response = await fetch(`${app().baseUrl}/api/user/update-username`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: jar.header(),
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      body: JSON.stringify({ useremail: "student@boxed.test", username: "Forged Name" }),
    });
    expect(response.status).toBe(403);
    const after = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    expect(after.username).toBe(before.username);
  });
});
