// Who may introspect the schema (docs/API.md): everyone in development; in production API tokens
// and signed-in users only (GRAPHQL_INTROSPECTION=signed-in, the production default), so the
// schema is documentation for partners, not a map handed to every anonymous scanner.
import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";

export type IntrospectionPolicy = "open" | "signed-in";

export const INTROSPECTION_CLOSED = "Introspection is open to API tokens and signed-in users: send Authorization: Bearer <token>.";

/** Whether each document asks for the schema, found once per document (Yoga reuses parsed documents). */
const introspecting = new WeakMap<DocumentNode, boolean>();

function introspects(document: DocumentNode): boolean {
  const known = introspecting.get(document);
  if (known !== undefined) return known;
  const found = asksForSchema(document);
  introspecting.set(document, found);
  return found;
}

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD]: (node) => {
      if (node.name.value === "__schema" || node.name.value === "__type") found = true;
    },
  });
  return found;
}

export function introspectionPolicy(policy: IntrospectionPolicy): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (policy === "signed-in" && args.contextValue.viewer === null && introspects(args.document)) {
        setResultAndStopExecution({ errors: [new GraphQLError(INTROSPECTION_CLOSED, { extensions: { code: "UNAUTHENTICATED" } })] });
      }
    },
  };
}
