import { describe, expect, it } from "vitest";
import { surveyDraft } from "../../server/domain/surveys.ts";

describe("a survey", () => {
  it("keeps the question and answers trimmed, dropping empty answers", () => {
    expect(surveyDraft(" Next contest? ", ["AMC 8", " ", " AIME "])).toEqual({ question: "Next contest?", answers: ["AMC 8", "AIME"] });
  });

  it("needs a question", () => {
    expect(() => surveyDraft("  ", ["Yes", "No"])).toThrow("A survey needs a question.");
  });

  it("needs 2 to 6 different answers", () => {
    expect(() => surveyDraft("Q?", ["Yes"])).toThrow("Give 2 to 6 answers.");
    expect(() => surveyDraft("Q?", ["1", "2", "3", "4", "5", "6", "7"])).toThrow("Give 2 to 6 answers.");
    expect(() => surveyDraft("Q?", ["Yes", "YES"])).toThrow("Each answer must be different.");
  });
});
