// node(id:) and nodes(ids:) answer an object the caller may not see exactly as one that does not
// exist: null, with no error. The rule is each type's own declared authScopes (the type-level
// scopes of its prismaNode), run here on the loaded object through the scope-auth plugin's
// request cache, the same evaluation and cache the type's fields use; nothing is restated. Without
// this the node came back FORBIDDEN, which told an Answer, ContestSubmission or User id apart from
// a missing one. Other fields returning these types are unchanged: a hidden object answers null
// with one FORBIDDEN error at its path (builder.ts: the rule runs once per object).
import type { GraphQLResolveInfo } from "graphql";
import { RequestCache } from "@pothos/plugin-scope-auth";
import type { Context } from "./context.ts";

// The plugin's own parameter type; builder.ts's typed builder is handed over as it (a cast: its
// generic types are too deep to compare).
type Builder = ConstructorParameters<typeof RequestCache>[0];
type TypeScopes = boolean | object | ((parent: unknown, context: Context) => unknown);

let builder: Builder | null = null;

/** The schema builder whose types' scopes decide (builder.ts hands it over once it exists). */
export function useBuilderForNodes(schemaBuilder: object): void {
  builder = schemaBuilder as Builder;
}

/** The node when the type's declared scopes let this caller see it, else null. */
export async function visibleNode(typename: string, node: unknown, context: Context, info: GraphQLResolveInfo): Promise<unknown> {
  if (node === null || node === undefined) return null;
  if (!builder) throw new Error("nodeAccess: the schema builder was not handed over");
  const scopes = (builder.configStore.getTypeConfig(typename).pothosOptions as { authScopes?: TypeScopes }).authScopes;
  if (scopes === undefined) return node;
  const cache = RequestCache.fromContext(context, builder);
  const failure =
    typeof scopes === "function"
      ? await cache.evaluateTypeScopeFunction(scopes as never, typename, node, info)
      : await cache.evaluateScopeMap(scopes as never, info);
  return failure ? null : node;
}
