/** How a question is named on screen: "AMC 10A 2024 · Problem 7", or "Question 42" outside a contest. */
export function questionTitle(question: {
  readonly questionId: number;
  readonly problemNumber: number;
  readonly competition: { readonly title: string } | null | undefined;
}): string {
  const { competition } = question;
  return competition ? `${competition.title} · Problem ${question.problemNumber}` : `Question ${question.questionId}`;
}
