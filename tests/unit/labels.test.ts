import { describe, expect, it } from "vitest";
import { FAMILIES, FAMILY_LABEL } from "../../server/domain/families.ts";
import { competitionLabel, competitionTitle, COMPETITION_NAMES, TOPIC_LABEL, TOPICS } from "../../server/domain/labels.ts";

describe("how the product names things", () => {
  it("names competitions with spaces for underscores", () => {
    expect(competitionLabel("AMC_10A")).toBe("AMC 10A");
    expect(competitionLabel("AIME_II")).toBe("AIME II");
    expect(competitionLabel("AMC_8")).toBe("AMC 8");
  });

  it("names a contest by competition and year", () => {
    expect(competitionTitle("AMC_12B", 2024)).toBe("AMC 12B 2024");
  });

  it("names the topics with the spec's words, in the filters' order", () => {
    expect(TOPICS.map((topic) => TOPIC_LABEL[topic])).toEqual(["Algebra", "Geometry", "Number Theory", "Counting & Probability"]);
  });

  it("names the four contest families", () => {
    expect(FAMILIES.map((family) => FAMILY_LABEL[family])).toEqual(["AMC 8", "AMC 10", "AMC 12", "AIME"]);
  });

  it("lists the spec's seven competitions (practice filters, question forms)", () => {
    expect(COMPETITION_NAMES).toEqual(["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"]);
  });
});
