// The Pothos builder: plugins, scalars, auth scopes and the context type. No types here.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ValidationPlugin from "@pothos/plugin-validation";
import { GraphQLError } from "graphql";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import { db } from "../db/index.ts";
import type { Context } from "./context.ts";
import type { Viewer } from "../domain/viewer.ts";
import { canSeeApiToken, canSeeUser, opensSimilarQuestions } from "../domain/access.ts";
import { useBuilderForNodes, visibleNode } from "./nodeAccess.ts";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  AuthScopes: {
    signedIn: boolean;
    session: boolean;
    admin: boolean;
    editor: boolean;
    /** Opens the premium features: a subscriber or an admin (server/domain/access.ts opensSimilarQuestions). */
    premium: boolean;
    /** May see this user's account and private details (server/domain/access.ts canSeeUser). */
    seesUser: number;
    /** Owns the API token with this owner id, through a browser session. */
    ownsApiTokenOf: number;
  };
  AuthContexts: {
    signedIn: Context & { viewer: Viewer };
    session: Context & { viewer: Viewer };
    premium: Context & { viewer: Viewer };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  scopeAuth: {
    // A type's read rule (its authScopes) is asked once per object, as the object is completed
    // (its isTypeOf), on every path to it, node(id) included: not again by each of its fields,
    // whose every resolution then went through the rule's steps (a lesson's 40 questions: 16 % of
    // what its request allocated). A hidden object answers one error at its own path.
    runScopesOnType: true,
    authScopes: (context) => ({
      signedIn: context.viewer !== null,
      // Signed in through a browser session (not an API token).
      session: context.viewer?.via === "session",
      admin: context.viewer?.isAdmin ?? false,
      editor: (context.viewer?.isEditor || context.viewer?.isAdmin) ?? false,
      premium: opensSimilarQuestions(context.viewer),
      seesUser: (userId) => canSeeUser(context.viewer, userId),
      ownsApiTokenOf: (ownerId) => canSeeApiToken(context.viewer, { userId: ownerId }),
    }),
    // Anonymous callers are told to sign in; signed-in callers without the right are forbidden.
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError("You do not have access to this.", { extensions: { code: "FORBIDDEN", http: { status: 200 } } })
        : new GraphQLError("Sign in required.", { extensions: { code: "UNAUTHENTICATED", http: { status: 200 } } }),
  },
  errors: { defaultTypes: [], directResult: true },
  prisma: {
    client: () => db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // Resolvers that answer null (an anonymous viewer, say) legitimately leave the query unused.
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // An object the caller may not see is null, as a missing one is (nodeAccess.ts).
    nodeQueryOptions: {
      resolve: async (_root, args, context, info, resolveNode) => visibleNode(args.id.typename, await resolveNode(args.id), context, info),
    },
    nodesQueryOptions: {
      resolve: async (_root, args, context, info, resolveNodes) => {
        const nodes = await resolveNodes(args.ids);
        return Promise.all(nodes.map(async (node, index) => visibleNode(args.ids[index]!.typename, await node, context, info)));
      },
    },
  },
  validation: {},
});

useBuilderForNodes(builder);

builder.scalarType("DateTime", {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Invalid date");
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
