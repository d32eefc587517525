// The failures services raise, in the product's words. None of them knows about GraphQL or HTTP:
// graphql/yoga.ts maps each kind to one error code, and the /api door maps codes to statuses.
//   InputError    -> a typed InputError result of the mutation (400 on /api)
//   NotFound      -> NOT_FOUND (404)
//   AccessDenied  -> FORBIDDEN (403)
//   SignInNeeded  -> UNAUTHENTICATED (401)
//   TooManyTries  -> RATE_LIMITED (429, with Retry-After)

/** Input that breaks a rule; the message is shown to the user as it is. */
export class InputError extends Error {
  readonly field: string | null;
  constructor(message: string, field: string | null = null) {
    super(message);
    this.name = "InputError";
    this.field = field;
  }
}

export class NotFound extends Error {
  readonly code = "NOT_FOUND";
  constructor(message: string) {
    super(message);
    this.name = "NotFound";
  }
}

export class AccessDenied extends Error {
  readonly code = "FORBIDDEN";
  constructor(message: string) {
    super(message);
    this.name = "AccessDenied";
  }
}

export class SignInNeeded extends Error {
  readonly code = "UNAUTHENTICATED";
  constructor(message = "Sign in required.") {
    super(message);
    this.name = "SignInNeeded";
  }
}

/** An allowance used up: the caller may try again after `retryAfterSeconds`. */
export class TooManyTries extends Error {
  readonly code = "RATE_LIMITED";
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = "TooManyTries";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The errors whose message and code a client may see. */
export type DomainError = NotFound | AccessDenied | SignInNeeded | TooManyTries;

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof NotFound || error instanceof AccessDenied || error instanceof SignInNeeded || error instanceof TooManyTries;
}
