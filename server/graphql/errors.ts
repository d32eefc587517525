// Failures users should see are typed results, not GraphQL errors: a mutation's result is a
// union of its data and these types. Anything unexpected stays a masked GraphQL error.
import { builder } from "./builder.ts";
import { InputError } from "../domain/errors.ts";

export const BaseErrorRef = builder.interfaceRef<Error>("BaseError").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

builder.objectType(InputError, {
  name: "InputError",
  interfaces: [BaseErrorRef],
  isTypeOf: (value) => value instanceof InputError,
  fields: (t) => ({ field: t.exposeString("field", { nullable: true }) }),
});
