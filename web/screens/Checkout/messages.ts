// The checkout messages of the spec (section 8), each for one situation in the browser.
export const CHECKOUT_MESSAGES = {
  /** The payment script loaded but gave no usable Stripe object. */
  initFailed: "Unable to initialize payment service. Please refresh the page.",
  /** The payment script could not be downloaded. */
  loadFailed: "Unable to load payment service. Please refresh the page.",
  /** The terms are ticked but the payment script has not arrived yet. */
  stillLoading: "Payment service is still loading. Please wait a moment.",
  /** The server could not create a checkout session (or could not be reached). */
  startFailed: "Unable to start checkout. Please try again.",
  /** The payment script could not take the browser to the payment page. */
  interrupted: "Checkout was interrupted. Please try again.",
  /** Anything else: an answer the page cannot read, or the payment script throwing. */
  unexpected: "Unexpected error. Please try again.",
} as const;
