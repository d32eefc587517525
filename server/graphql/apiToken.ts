import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { ApiTokenAccess } from "../db/generated/enums.ts";
import { createApiToken } from "../auth/apiTokens.ts";
import {
  API_TOKEN_LIFETIME_DAYS,
  API_TOKEN_LIFETIME_REFUSED,
  DEFAULT_API_TOKEN_LIFETIME_DAYS,
  isAllowedLifetime,
} from "../domain/apiTokenLife.ts";
import { InputError } from "../domain/errors.ts";
import { UserRef } from "./user.ts";

const ApiTokenAccessEnum = builder.enumType(ApiTokenAccess, {
  name: "ApiTokenAccess",
  description: "READ tokens may only query; READ_WRITE tokens may also run mutations.",
});

export const ApiTokenRef = builder.prismaNode("ApiToken", {
  nullable: true,
  authScopes: (token) => ({ ownsApiTokenOf: token.userId }),
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name"),
    access: t.expose("access", { type: ApiTokenAccessEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "The token stops working then (it never lives forever)." }),
  }),
});

builder.queryField("apiTokenLifetimes", (t) =>
  t.field({
    type: ["Int"],
    description: "The lifetimes, in days, a new API token may have; the first is the default.",
    resolve: () => [DEFAULT_API_TOKEN_LIFETIME_DAYS, ...API_TOKEN_LIFETIME_DAYS.filter((days) => days !== DEFAULT_API_TOKEN_LIFETIME_DAYS)],
  }),
);

// Tokens are managed from a browser session only: a token can neither see nor mint tokens.
// A connection, newest first, so the profile adds a new token's edge instead of reloading.
builder.prismaObjectField(UserRef, "apiTokens", (t) =>
  t.relatedConnection("apiTokens", {
    cursor: "id",
    totalCount: true,
    description: "This user's API tokens, newest first (revoked and expired ones too). Only the user, in a browser session, may list them.",
    authScopes: (user, _args, context) => context.viewer?.via === "session" && context.viewer.id === user.id,
    query: () => ({ orderBy: { id: "desc" } }),
  }),
);

const CreatedApiTokenRef = builder
  .objectRef<{ secret: string; apiToken: { id: number } }>("CreatedApiToken")
  .implement({
    description: "A new token. Its secret is shown this once and cannot be read again.",
    fields: (t) => ({
      token: t.exposeString("secret"),
      apiToken: t.prismaField({ type: ApiTokenRef, resolve: (query, parent) => db.apiToken.findUniqueOrThrow({ ...query, where: { id: parent.apiToken.id } }) }),
    }),
  });

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ session: true }).field({
    type: CreatedApiTokenRef,
    errors: { types: [InputError] },
    args: {
      name: t.arg.string({ required: true }),
      access: t.arg({ type: ApiTokenAccessEnum, required: true }),
      lifetimeDays: t.arg.int({ description: "One of apiTokenLifetimes.", defaultValue: DEFAULT_API_TOKEN_LIFETIME_DAYS }),
    },
    resolve: (_root, args, context) => {
      const name = args.name.trim();
      if (name.length < 1 || name.length > 60) throw new InputError("Token name must be 1 to 60 characters long.", "name");
      const days = args.lifetimeDays ?? DEFAULT_API_TOKEN_LIFETIME_DAYS;
      if (!isAllowedLifetime(days)) throw new InputError(API_TOKEN_LIFETIME_REFUSED, "lifetimeDays");
      return createApiToken(context.viewer.id, name, args.access, days, context.now);
    },
  }),
  revokeApiToken: t.withAuth({ session: true }).prismaField({
    type: ApiTokenRef,
    errors: { types: [InputError] },
    args: { id: t.arg.globalID({ required: true, for: ApiTokenRef }) },
    resolve: async (query, _root, args, context) => {
      const id = Number(args.id.id);
      const token = await db.apiToken.findFirst({ where: { id, userId: context.viewer.id } });
      if (!token) throw new InputError("No such token.", "id");
      return db.apiToken.update({ ...query, where: { id }, data: { revokedAt: token.revokedAt ?? new Date() } });
    },
  }),
}));
