// The premium gates per role (spec 6): similar-question links and Practice Similar Problems open
// for subscribers (a cancelled subscription until its period ends) and admins; locked for
// visitors, students, expired and failed-payment subscriptions. Also the plans the checkout
// screen shows and Stripe's customer portal, through the real stripe SDK against the fake Stripe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/testApp.ts";
import { startFakeStripe, stripeEnv, type FakeStripe } from "../support/fakeStripe.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";

let app: TestApp;
let stripe: FakeStripe;
let questionId: number;
const DAY = 86_400_000;
const jars = new Map<string, CookieJar>();

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({
    env: stripeEnv(stripe),
  });
  const db = app.database.prisma;
  for (const email of ["student@boxed.test", "subscriber@boxed.test", "admin@boxed.test", "cancelled@boxed.test", "expired@boxed.test", "pastdue@boxed.test"]) {
    jars.set(email, (await signIn(app.baseUrl, email)).jar);
  }
  const userId = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  const now = Date.now();
  await db.subscription.createMany({
    data: [
      { userId: await userId("cancelled@boxed.test"), plan: "ANNUAL", status: "ACTIVE", cancelAtPeriodEnd: true, currentPeriodEnd: new Date(now + 10 * DAY) },
      { userId: await userId("expired@boxed.test"), plan: "MONTHLY", status: "ACTIVE", currentPeriodEnd: new Date(now - DAY) },
      { userId: await userId("pastdue@boxed.test"), plan: "MONTHLY", status: "PAST_DUE", currentPeriodEnd: new Date(now + 10 * DAY) },
    ],
  });
  await db.user.update({ where: { email: "subscriber@boxed.test" }, data: { paymentCustomerId: "cus_fake_subscriber" } });
  // A published contest question with similar questions.
  const question = await db.question.findFirstOrThrow({ where: { status: "PUBLISHED", competitionId: { not: null } }, orderBy: { id: "asc" } });
  questionId = question.id;
});

afterAll(async () => {
  await app?.fastify.close();
  await app?.database.drop();
  await stripe?.close();
});

async function graphql(email: string | null, query: string, variables: Record<string, unknown> = {}) {
  const jar = email ? jars.get(email)! : null;
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, ...(jar ? { cookie: jar.header() } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

const GATES = `query ($id: Int!) {
  viewer { isSubscriber subscription { planName paymentFailed cancelAtPeriodEnd } }
  question(questionId: $id) { similarQuestionsLocked similarQuestions { questionId locked title } }
}`;
const PRACTICE = `query ($id: Int!, $exclude: Int) { similarPracticeQuestion(questionId: $id, excludeQuestionId: $exclude) { questionId } }`;

const roles = [
  { role: "an anonymous visitor", email: null, opens: false, error: "UNAUTHENTICATED" },
  { role: "a student", email: "student@boxed.test", opens: false, error: "FORBIDDEN" },
  { role: "a subscriber", email: "subscriber@boxed.test", opens: true },
  { role: "a subscriber who cancelled, within the paid period", email: "cancelled@boxed.test", opens: true },
  { role: "a subscriber whose period has ended", email: "expired@boxed.test", opens: false, error: "FORBIDDEN" },
  { role: "a subscriber whose payment failed", email: "pastdue@boxed.test", opens: false, error: "FORBIDDEN" },
  { role: "an admin", email: "admin@boxed.test", opens: true },
] as const;

describe("the premium gates on the server, per role", () => {
  for (const entry of roles) {
    it(`${entry.opens ? "opens" : "locks"} similar questions and Practice Similar Problems for ${entry.role}`, async () => {
      const { data } = await graphql(entry.email, GATES, { id: questionId });
      const similar = data.question.similarQuestions;
      expect(similar.length).toBeGreaterThan(0);
      expect(data.question.similarQuestionsLocked).toBe(!entry.opens);
      for (const item of similar) {
        expect(item.locked).toBe(!entry.opens);
        // Locked: the id that would open it is not even sent.
        expect(item.questionId === null).toBe(!entry.opens);
      }
      const practice = await graphql(entry.email, PRACTICE, { id: questionId });
      if (entry.opens) {
        expect(practice.errors).toBeUndefined();
        expect(similar.map((item: { questionId: number }) => item.questionId)).toContain(practice.data.similarPracticeQuestion.questionId);
      } else {
        expect(practice.errors[0].extensions.code).toBe("error" in entry ? entry.error : "");
        expect(practice.data).toEqual({ similarPracticeQuestion: null });
      }
    });
  }

  it("offers the navigation's upgrade only to signed-in non-subscribers (viewer.isSubscriber)", async () => {
    const subscriber = async (email: string) => (await graphql(email, GATES, { id: questionId })).data.viewer.isSubscriber;
    expect(await subscriber("student@boxed.test")).toBe(false);
    expect(await subscriber("expired@boxed.test")).toBe(false);
    expect(await subscriber("subscriber@boxed.test")).toBe(true);
    expect(await subscriber("cancelled@boxed.test")).toBe(true);
    expect((await graphql(null, GATES, { id: questionId })).data.viewer).toBeNull();
  });

  it("tells a subscriber whose payment failed so on their subscription", async () => {
    const { data } = await graphql("pastdue@boxed.test", GATES, { id: questionId });
    expect(data.viewer).toEqual({ isSubscriber: false, subscription: { planName: "Unlimited Plan", paymentFailed: true, cancelAtPeriodEnd: false } });
  });
});

describe("Practice Similar Problems, a round over the question's similar questions", () => {
  it("serves the similar questions not answered yet, closest first, never the one on screen, then none", async () => {
    const { data } = await graphql("subscriber@boxed.test", GATES, { id: questionId });
    const round: number[] = data.question.similarQuestions.map((item: { questionId: number }) => item.questionId);
    const next = async (exclude: number | null) => (await graphql("subscriber@boxed.test", PRACTICE, { id: questionId, exclude })).data.similarPracticeQuestion?.questionId ?? null;
    expect(await next(null)).toBe(round[0]);
    expect(await next(round[0])).toBe(round[1]);
    const subscriber = await app.database.prisma.user.findUniqueOrThrow({ where: { email: "subscriber@boxed.test" } });
    await app.database.prisma.attempt.createMany({
      data: round.map((id) => ({ userId: subscriber.id, questionId: id, answer: "A", correct: false, source: "PRACTICE" as const })),
    });
    expect(await next(null)).toBeNull();
  });
});

describe("the plans and the payment setup the checkout screen shows", () => {
  it("lists both plans with prices, the annual saving and the features, and Stripe.js with the publishable key", async () => {
    const { data } = await graphql(null, "{ plans { plan name price interval savingPercent features checkoutPath } paymentSetup { provider publishableKey scriptUrl } }");
    const features = ["Math Trainer", "Courses", "Contest", "Quest", "Vision"].map((part) => `Unlimited access to ${part}`);
    expect(data.plans).toEqual([
      { plan: "MONTHLY", name: "Unlimited Plan", price: "$24.99", interval: "month", savingPercent: null, features, checkoutPath: "/create-checkout-session" },
      { plan: "ANNUAL", name: "Annual Plan", price: "$160", interval: "year", savingPercent: 46, features, checkoutPath: "/create-checkout-session-annual" },
    ]);
    expect(data.paymentSetup).toEqual({ provider: "STRIPE", publishableKey: "pk_test_boxed", scriptUrl: "https://js.stripe.com/v3/" });
  });

  it("lets the page load Stripe.js (Content-Security-Policy) when Stripe is configured", async () => {
    const response = await fetch(`${app.baseUrl}/app/checkout`);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' [^;]*https:\/\/js\.stripe\.com/);
  });

  it("has no development checkout session with Stripe configured", async () => {
    const { data } = await graphql("student@boxed.test", `{ developmentCheckout(sessionId: "cs_dev_1_MONTHLY") { name } }`);
    expect(data.developmentCheckout).toBeNull();
  });
});

describe("Manage billing: Stripe's customer portal", () => {
  const OPEN = `mutation { openBillingPortal { __typename ... on BillingPortal { url } ... on InputError { message } } }`;

  it("opens a portal session for the subscriber's own Stripe customer, returning to the profile", async () => {
    expect((await graphql("subscriber@boxed.test", "{ viewer { managesBilling } }")).data.viewer.managesBilling).toBe(true);
    const { data } = await graphql("subscriber@boxed.test", OPEN);
    expect(data.openBillingPortal).toEqual({ __typename: "BillingPortal", url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    const [portal] = stripe.created("/v1/billing_portal/sessions");
    expect(portal.params).toEqual({ customer: "cus_fake_subscriber", return_url: `${app.baseUrl}/app/user` });
  });

  it("offers nothing to a user without a Stripe customer, and calls Stripe for nothing", async () => {
    const before = stripe.requests.length;
    expect((await graphql("student@boxed.test", "{ viewer { managesBilling } }")).data.viewer.managesBilling).toBe(false);
    expect((await graphql("student@boxed.test", OPEN)).data.openBillingPortal).toEqual({ __typename: "InputError", message: "Billing is not available for this account." });
    expect(stripe.requests.length).toBe(before);
  });

  it("says so when Stripe fails", async () => {
    stripe.failNext("/v1/billing_portal/sessions", 500);
    expect((await graphql("subscriber@boxed.test", OPEN)).data.openBillingPortal).toEqual({ __typename: "InputError", message: "Unable to open billing. Please try again." });
  });
});
