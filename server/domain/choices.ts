// Multiple-choice options. Stored choices win; otherwise they are read from the problem text,
// where contests print them as "(A) 12 (B) 15 (C) 18 (D) 21 (E) 24".

export const CHOICE_LETTERS = ["A", "B", "C", "D", "E"] as const;

const CHOICE_PATTERN = /\(A\)([\s\S]*?)\(B\)([\s\S]*?)\(C\)([\s\S]*?)\(D\)([\s\S]*?)\(E\)([\s\S]*)$/;

/** The five choice texts A-E, or [] when there are none to show. */
export function choicesOf(question: { isMultipleChoice: boolean; choices: string[]; text: string | null }): string[] {
  if (!question.isMultipleChoice) return [];
  if (question.choices.length > 0) return question.choices;
  const match = CHOICE_PATTERN.exec(question.text ?? "");
  if (!match) return [];
  return match.slice(1, 6).map((choice) => choice.trim());
}

export const BLANK_QUESTION_TEXT = "Question text unavailable.";

/** The statement to show; blank text is replaced by the spec's placeholder. */
export function displayText(text: string | null): string {
  return text && text.trim() !== "" ? text : BLANK_QUESTION_TEXT;
}
