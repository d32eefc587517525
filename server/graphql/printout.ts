import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID, resolveArrayConnection } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { InputError } from "../domain/errors.ts";
import { PRINTOUT_MAX_PROBLEMS } from "../domain/printout.ts";
import { addToPrintout, removeFromPrintout } from "../services/printout.ts";
import { QuestionRef } from "./question.ts";
import { UserRef } from "./user.ts";
import { totalCountOf } from "./totalCount.ts";

// A connection, so the printout page takes a removed problem's edge out (@deleteEdge) without
// reading the list again. A printout is short (at most PRINTOUT_MAX_PROBLEMS, which is also the
// largest page): every item is read, then sliced.
builder.prismaObjectField(UserRef, "printout", (t) =>
  t.connection({
    type: QuestionRef,
    description: `Problems collected to print (at most ${PRINTOUT_MAX_PROBLEMS}), in the order they were added.`,
    authScopes: (user, _args, context) => context.viewer?.id === user.id,
    resolve: async (user, args, context, info) => {
      const items = await db.printoutItem.findMany({
        where: { userId: user.id },
        orderBy: [{ createdAt: "asc" }, { questionId: "asc" }],
        select: { question: queryFromInfo({ context, info, path: ["edges", "node"] }) },
      });
      return resolveArrayConnection({ args, maxSize: PRINTOUT_MAX_PROBLEMS }, items.map((item) => item.question));
    },
  }, { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) }),
);

const RemovedFromPrintoutRef = builder.objectRef<{ questionId: number }>("RemovedFromPrintout").implement({
  fields: (t) => ({
    removedId: t.id({ description: "The removed question's global id.", resolve: (removed) => encodeGlobalID("Question", removed.questionId) }),
  }),
});

builder.mutationFields((t) => ({
  addToPrintout: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    description: `Adds a problem to the signed-in user's printout (at most ${PRINTOUT_MAX_PROBLEMS}; adding one already there changes nothing).`,
    errors: { types: [InputError] },
    args: { questionId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, context) => {
      await addToPrintout(context.viewer.id, args.questionId);
      return db.user.findUniqueOrThrow({ ...query, where: { id: context.viewer.id } });
    },
  }),
  removeFromPrintout: t.withAuth({ signedIn: true }).field({
    type: RemovedFromPrintoutRef,
    args: { questionId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      await removeFromPrintout(context.viewer.id, args.questionId);
      return { questionId: args.questionId };
    },
  }),
}));
