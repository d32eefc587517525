// Errors the services raise for callers to see. InputError becomes a typed GraphQL result
// (see graphql/errors.ts); AccessDenied a FORBIDDEN error (403 on /api).
import { GraphQLError } from "graphql";

/** Input that breaks a rule; the message is shown to the user as it is. */
export class InputError extends Error {
  readonly field: string | null;
  constructor(message: string, field: string | null = null) {
    super(message);
    this.field = field;
  }
}

export class AccessDenied extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "FORBIDDEN" } });
  }
}
