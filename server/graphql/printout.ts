import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { addToPrintout, removeFromPrintout } from "../services/printout.ts";
import { QuestionRef } from "./question.ts";
import { UserRef } from "./user.ts";

builder.prismaObjectField(UserRef, "printout", (t) =>
  t.prismaField({
    type: [QuestionRef],
    description: "Problems collected to print, in the order they were added.",
    authScopes: (user, _args, context) => context.viewer?.id === user.id,
    resolve: async (query, user) => {
      const items = await db.printoutItem.findMany({
        where: { userId: user.id },
        orderBy: [{ createdAt: "asc" }, { questionId: "asc" }],
        select: { question: query },
      });
      return items.map((item) => item.question);
    },
  }),
);

builder.mutationFields((t) => ({
  addToPrintout: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    args: { questionId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, context) => {
      await addToPrintout(context.viewer.id, args.questionId);
      return db.user.findUniqueOrThrow({ ...query, where: { id: context.viewer.id } });
    },
  }),
  removeFromPrintout: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    args: { questionId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, context) => {
      await removeFromPrintout(context.viewer.id, args.questionId);
      return db.user.findUniqueOrThrow({ ...query, where: { id: context.viewer.id } });
    },
  }),
}));
