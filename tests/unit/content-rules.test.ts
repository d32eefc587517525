import { describe, expect, it } from "vitest";
import { courseProblem, isReordering, isStale, readSearch, sectionProblem } from "../../server/domain/contentRules.ts";

describe("the content editors' rules", () => {
  it("accepts a reordering and refuses lists that add, drop or repeat", () => {
    expect(isReordering([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isReordering([1, 2], [1, 2, 3])).toBe(false);
    expect(isReordering([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isReordering([1, 2, 4], [1, 2, 3])).toBe(false);
  });

  it("names the first broken rule of a course in words", () => {
    expect(courseProblem({ name: " ", category: "x", lessons: [] }, [])).toEqual({ message: "Course name is required.", field: "name" });
    expect(courseProblem({ name: "A", category: "", lessons: [] }, [])).toEqual({ message: "Category is required.", field: "category" });
    expect(courseProblem({ name: "A", category: "B", lessons: [{ lessonId: 1, active: true }] }, [1])).toBeNull();
  });

  it("refuses a section with a question twice or one that does not exist", () => {
    const twice = { name: "S", notesHtml: "", questions: [{ questionId: 1, isExample: false }, { questionId: 1, isExample: true }] };
    expect(sectionProblem(twice, new Set([1]))?.message).toBe("Question 1 is listed twice in this section.");
    expect(sectionProblem({ ...twice, questions: [{ questionId: 2, isExample: false }] }, new Set([1]))?.message).toBe("There is no question 2.");
  });

  it("is stale only when a version was sent and differs", () => {
    expect(isStale(null, new Date(1))).toBe(false);
    expect(isStale(new Date(1), new Date(1))).toBe(false);
    expect(isStale(new Date(1), new Date(2))).toBe(true);
  });

  it("reads the search box as an id, a competition or words", () => {
    expect(readSearch(" 42 ")).toEqual({ kind: "id", id: 42 });
    expect(readSearch("amc 10a 2021 #5")).toEqual({ kind: "competition", name: "AMC_10A", year: 2021, problemNumber: 5 });
    expect(readSearch("AIME_II")).toEqual({ kind: "competition", name: "AIME_II", year: null, problemNumber: null });
    expect(readSearch("triangle area")).toEqual({ kind: "text", text: "triangle area" });
    expect(readSearch("   ")).toBeNull();
  });
});
