// A student's printout: problems collected to print on paper.
import { db } from "../db/index.ts";
import { NotFound } from "../domain/errors.ts";

export async function addToPrintout(userId: number, questionId: number): Promise<void> {
  const question = await db.question.findFirst({ where: { id: questionId, status: "PUBLISHED" }, select: { id: true } });
  if (!question) throw new NotFound("Question not found");
  // Adding twice keeps one item.
  await db.printoutItem.upsert({
    where: { userId_questionId: { userId, questionId } },
    update: {},
    create: { userId, questionId },
  });
}

export async function removeFromPrintout(userId: number, questionId: number): Promise<void> {
  await db.printoutItem.deleteMany({ where: { userId, questionId } });
}
