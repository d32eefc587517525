// The introspection policy (GRAPHQL_INTROSPECTION=signed-in, production's default): API tokens
// and signed-in users may introspect; anonymous callers are told to send a token.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { anonymous, bearer, browser, graphql } from "../support/clients.ts";
import { signIn } from "../support/signIn.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { INTROSPECTION_CLOSED } from "../../server/graphql/introspection.ts";
import { loadConfig } from "../../server/config.ts";

const app = useTestApp({ env: { GRAPHQL_INTROSPECTION: "signed-in" } });
const INTROSPECT = "{ __schema { queryType { name } } }";

describe("introspection", () => {
  it("is refused to anonymous callers, with the way in", async () => {
    const result = await graphql(app().baseUrl, anonymous, INTROSPECT);
    expect(result.errors).toEqual([{ message: INTROSPECTION_CLOSED, extensions: { code: "UNAUTHENTICATED" } }]);
    // Ordinary anonymous queries still work.
    expect((await graphql(app().baseUrl, anonymous, "{ choices { defaultReviewDays } }")).errors).toBeUndefined();
  });

  it("is open to an API token", async () => {
    const user = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    const { secret } = await createApiToken(user.id, "Introspection", "READ");
    const result = await graphql(app().baseUrl, bearer(secret), INTROSPECT);
    expect(result.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("is open to a signed-in user's session (GraphiQL in the browser)", async () => {
    const session = browser((await signIn(app().baseUrl, "parent@boxed.test")).jar);
    const result = await graphql(app().baseUrl, session, INTROSPECT);
    expect(result.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("is what Query.apiLimits tells the developers page", async () => {
    const result = await graphql(app().baseUrl, anonymous, "{ apiLimits { anonymousIntrospection } }");
    expect(result.data).toEqual({ apiLimits: { anonymousIntrospection: false } });
  });

  it("is closed to anonymous callers by default in production, open in development", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://boxed.example",
      APP_SECRET: "x".repeat(40),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      STRIPE_SECRET_KEY: "sk",
      STRIPE_PUBLISHABLE_KEY: "pk",
      STRIPE_WEBHOOK_SECRET: "wh",
      STRIPE_PRICE_MONTHLY: "m",
      STRIPE_PRICE_ANNUAL: "a",
    };
    expect(loadConfig(production).graphqlIntrospection).toBe("signed-in");
    expect(loadConfig({ NODE_ENV: "development" }).graphqlIntrospection).toBe("open");
  });
});
