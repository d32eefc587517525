// The payment addresses: POST /create-checkout-session (monthly) and
// POST /create-checkout-session-annual, each {plan_id} -> {id}, the Checkout Session to redirect to;
// POST /stripe/webhook, Stripe's events, their signature checked on the raw body.
import type { FastifyInstance, FastifyReply } from "fastify";
import type Stripe from "stripe";
import type { Config } from "../config.ts";
import { viewerFromHeaders } from "../auth/viewer.ts";
import { AccessDenied, InputError, SignInNeeded } from "../domain/errors.ts";
import { usePayments } from "./provider.ts";
import { handleEvent } from "./webhook.ts";
import { developmentSessionId, registerDevelopmentPayments } from "./developmentProvider.ts";
import { ALREADY_SUBSCRIBED } from "../domain/premium.ts";
import { checkPlanId, createCheckoutSession } from "./checkout.ts";
import { PLANS } from "../domain/plans.ts";

export const WEBHOOK_PATH = "/stripe/webhook";

export const CHECKOUT_FAILED = "Unable to start checkout. Please try again.";

function answerError(error: unknown, reply: FastifyReply, log: FastifyInstance["log"]) {
  if (error instanceof SignInNeeded) return reply.status(401).send({ detail: error.message });
  if (error instanceof AccessDenied) return reply.status(409).send({ detail: error.message });
  if (error instanceof InputError) return reply.status(400).send({ detail: error.message });
  log.error({ err: error }, "the payment provider refused a checkout");
  return reply.status(502).send({ detail: CHECKOUT_FAILED });
}

export function registerPayments(fastify: FastifyInstance, config: Config): void {
  const payments = config.payments;
  const stripe = usePayments(payments, config.publicUrl);
  fastify.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them.
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      const client = await stripe();
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new Error("no signature");
        event = client.webhooks.constructEvent(request.body, signature, payments.webhookSecret);
      } catch {
        return reply.status(400).send({ detail: "The webhook signature is not valid." });
      }
      const applied = await handleEvent(event, payments);
      return { received: true, duplicate: !applied };
    });
  });
  if (payments.kind === "development") registerDevelopmentPayments(fastify, config, stripe, WEBHOOK_PATH);
  for (const { checkoutPath: url, plan } of PLANS) {
    fastify.post(url, async (request, reply) => {
      try {
        checkPlanId((request.body as { plan_id?: unknown } | null)?.plan_id, plan, payments);
        const viewer = await viewerFromHeaders(new Headers({ cookie: request.headers.cookie ?? "" }));
        if (payments.kind === "development") {
          if (!viewer) throw new SignInNeeded("Sign in to upgrade to premium.");
          if (viewer.isSubscriber) throw new AccessDenied(ALREADY_SUBSCRIBED);
          return { id: developmentSessionId(viewer.id, plan) };
        }
        const session = await createCheckoutSession({ stripe: await stripe(), payments, publicUrl: config.publicUrl, viewer, plan, now: new Date() });
        return { id: session.id };
      } catch (error) {
        return answerError(error, reply, fastify.log);
      }
    });
  }
}
