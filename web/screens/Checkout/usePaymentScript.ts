// Loads the payment script the server names (Stripe.js, or the development stand-in) once per
// page, and sets up Stripe with the publishable key. The subscribe buttons wait for "ready".
import { useEffect, useState } from "react";

/** The part of Stripe.js checkout uses. */
export type PaymentClient = { redirectToCheckout(options: { sessionId: string }): Promise<{ error?: { message?: string } } | undefined> };

type StripeFactory = (publishableKey: string) => PaymentClient;

export type PaymentScript =
  | { status: "loading" }
  | { status: "ready"; client: PaymentClient }
  | { status: "load-failed" }
  | { status: "init-failed" };

const loads = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${url}`));
      document.head.appendChild(script);
    });
    // A failed download may be retried by the next visit to the screen.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

function initialise(publishableKey: string): PaymentScript {
  const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (typeof factory !== "function") return { status: "init-failed" };
  try {
    const client = factory(publishableKey);
    return typeof client?.redirectToCheckout === "function" ? { status: "ready", client } : { status: "init-failed" };
  } catch {
    return { status: "init-failed" };
  }
}

export function usePaymentScript(scriptUrl: string, publishableKey: string): PaymentScript {
  const [state, setState] = useState<PaymentScript>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadScript(scriptUrl).then(
      () => current && setState(initialise(publishableKey)),
      () => current && setState({ status: "load-failed" }),
    );
    return () => {
      current = false;
    };
  }, [scriptUrl, publishableKey]);
  return state;
}
