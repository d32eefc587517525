// A small stand-in for the Stripe API, for tests that run the real stripe SDK: it answers the
// calls Boxed makes (customers, checkout sessions, subscriptions, billing portal sessions), honours Idempotency-Key as
// Stripe does (the same key answers the first response again) and records every request.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  /** Form fields as the SDK encodes them, e.g. "metadata[user_id]". */
  params: Record<string, string>;
  idempotencyKey: string | null;
};

export type FakeStripe = {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  /** Requests that created something (an idempotent replay is not counted). */
  created(path: string): RecordedRequest[];
  /** The next calls to this path fail with Stripe's error shape and this status. */
  failNext(path: string, status: number): void;
  close(): Promise<void>;
};

export async function startFakeStripe(secretKey = "sk_test_boxed_fake"): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const creations: RecordedRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();
  let counter = 0;

  function answer(recorded: RecordedRequest): { status: number; body: unknown } {
    const failure = failures.get(recorded.path);
    if (failure) {
      failures.delete(recorded.path);
      return { status: failure, body: { error: { type: "api_error", message: "The fake Stripe was told to fail." } } };
    }
    const { path, params } = recorded;
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
    );
    counter += 1;
    creations.push(recorded);
    if (path === "/v1/customers") {
      return { status: 200, body: { id: `cus_fake_${counter}`, object: "customer", email: params.email ?? null, metadata } };
    }
    if (path === "/v1/checkout/sessions") {
      const id = `cs_test_fake_${counter}`;
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          mode: params.mode,
          customer: params.customer,
          client_reference_id: params.client_reference_id ?? null,
          metadata,
          url: `https://checkout.stripe.test/pay/${id}`,
        },
      };
    }
    if (path === "/v1/billing_portal/sessions") {
      const id = `bps_fake_${counter}`;
      return { status: 200, body: { id, object: "billing_portal.session", customer: params.customer, return_url: params.return_url ?? null, url: `https://billing.stripe.test/p/session/${id}` } };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      return {
        status: 200,
        body: { id: subscription[1], object: "subscription", cancel_at_period_end: params.cancel_at_period_end === "true", metadata },
      };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path}).` } } };
  }

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0];
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      const recorded: RecordedRequest = { method: request.method ?? "GET", path, params: Object.fromEntries(new URLSearchParams(raw)), idempotencyKey };
      requests.push(recorded);
      let reply: { status: number; body: unknown };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        reply = { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } } };
      } else if (idempotencyKey && replies.has(`${path} ${idempotencyKey}`)) {
        reply = replies.get(`${path} ${idempotencyKey}`)!;
      } else {
        reply = answer(recorded);
        if (idempotencyKey && reply.status < 500) replies.set(`${path} ${idempotencyKey}`, reply);
      }
      response.writeHead(reply.status, { "content-type": "application/json", "request-id": `req_fake_${requests.length}` });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    created: (path) => creations.filter((request) => request.path === path),
    failNext: (path, status) => failures.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The configuration that points the app's Stripe at this fake (the webhook secret may be named). */
export function stripeEnv(stripe: FakeStripe, webhookSecret = "whsec_test_boxed"): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_boxed",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: "price_monthly_test",
    STRIPE_PRICE_ANNUAL: "price_annual_test",
    STRIPE_API_URL: stripe.url,
  };
}
