import { builder } from "./builder.ts";
import { db } from "../db/index.ts";

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  fields: (t) => ({
    userId: t.exposeInt("id"),
    username: t.exposeString("username"),
    isAdmin: t.exposeBoolean("isAdmin"),
    isEditor: t.exposeBoolean("isEditor"),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: UserRef,
    nullable: true,
    description: "The signed-in user, or null for an anonymous visitor.",
    resolve: (query, _root, _args, context) =>
      context.viewer ? db.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
);
