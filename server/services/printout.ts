// A student's printout: problems collected to print on paper, at most PRINTOUT_MAX_PROBLEMS.
import { db } from "../db/index.ts";
import { InputError, NotFound } from "../domain/errors.ts";
import { PRINTOUT_FULL, printoutHasRoom } from "../domain/printout.ts";

export async function addToPrintout(userId: number, questionId: number): Promise<void> {
  const question = await db.question.findFirst({ where: { id: questionId, status: "PUBLISHED" }, select: { id: true } });
  if (!question) throw new NotFound("Question not found");
  await db.$transaction(async (tx) => {
    // One add at a time per student, so two at once cannot pass the limit together.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    // Adding twice keeps one item (and is never refused).
    if (await tx.printoutItem.findUnique({ where: { userId_questionId: { userId, questionId } }, select: { questionId: true } })) return;
    if (!printoutHasRoom(await tx.printoutItem.count({ where: { userId } }))) throw new InputError(PRINTOUT_FULL, "questionId");
    await tx.printoutItem.create({ data: { userId, questionId } });
  });
}

export async function removeFromPrintout(userId: number, questionId: number): Promise<void> {
  await db.printoutItem.deleteMany({ where: { userId, questionId } });
}
