// Dashboard review work is checked in the browser: case-insensitive, and for multiple choice
// only the first letter counts.
export function isReviewAnswerCorrect(given: string, answer: string, multipleChoice: boolean): boolean {
  const normalise = (value: string) => {
    const trimmed = value.trim().toUpperCase();
    return multipleChoice ? trimmed.slice(0, 1) : trimmed;
  };
  const expected = normalise(answer);
  return expected !== "" && normalise(given) === expected;
}
