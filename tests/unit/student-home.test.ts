import { describe, expect, it } from "vitest";
import { describeActivity, nextSteps, practiceStreak, suggestedFamily } from "../../server/domain/studentHome.ts";

describe("practice streak", () => {
  it("counts consecutive days ending today", () => {
    const streak = practiceStreak(["2026-11-24", "2026-11-26", "2026-11-25", "2026-11-22"], "2026-11-26");
    expect(streak).toMatchObject({ current: 3, longest: 3, practisedToday: true });
  });

  it("keeps a streak that reached yesterday alive until today ends", () => {
    expect(practiceStreak(["2026-11-25", "2026-11-24"], "2026-11-26")).toMatchObject({ current: 2, practisedToday: false });
  });

  it("is broken by a day without practice, but the longest run is remembered", () => {
    const streak = practiceStreak(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-24"], "2026-11-26");
    expect(streak).toMatchObject({ current: 0, longest: 4 });
  });

  it("runs across month and year ends", () => {
    expect(practiceStreak(["2025-12-31", "2026-01-01", "2025-12-30"], "2026-01-01").current).toBe(3);
  });

  it("shows the last 14 days, oldest first, ending today", () => {
    const { lastDays } = practiceStreak(["2026-11-26", "2026-11-13", "2026-11-12"], "2026-11-26");
    expect(lastDays).toHaveLength(14);
    expect(lastDays[0]).toEqual({ day: "2026-11-13", practised: true });
    expect(lastDays[13]).toEqual({ day: "2026-11-26", practised: true });
    expect(lastDays.filter((d) => d.practised)).toHaveLength(2);
  });

  it("is zero for a new student", () => {
    expect(practiceStreak([], "2026-11-26")).toMatchObject({ current: 0, longest: 0, practisedToday: false });
  });
});

describe("what to do next", () => {
  const lesson = { lessonId: 4, name: "Counting basics", sectionId: 9, sectionName: "Arrangements", remaining: 3 };
  const contest = { name: "AMC_10A", year: 2024, family: "AMC10" as const };

  it("puts due mistakes first, then the lesson in progress, then a contest not yet taken", () => {
    const steps = nextSteps({ dueMistakes: 2, lessonInProgress: lesson, untakenContest: contest });
    expect(steps.map((s) => [s.kind, s.title, s.path])).toEqual([
      ["REVIEW_MISTAKES", "Review 2 mistakes", "/random?mode=review"],
      ["CONTINUE_LESSON", "Continue Counting basics", "/section-notes?id=4&sid=9"],
      ["TAKE_CONTEST", "Take AMC 10A 2024", "/contest/AMC_10A/2024"],
    ]);
    expect(steps[1].detail).toBe("3 questions left, starting in Arrangements.");
  });

  it("offers a course when no lesson is in progress, and nothing to review when nothing is due", () => {
    const steps = nextSteps({ dueMistakes: 0, lessonInProgress: null, untakenContest: null });
    expect(steps.map((s) => s.kind)).toEqual(["START_COURSE"]);
  });

  it("says one mistake in the singular", () => {
    expect(nextSteps({ dueMistakes: 1, lessonInProgress: null, untakenContest: null })[0].title).toBe("Review 1 mistake");
  });

  it("suggests contests in the family last rated, else by school grade", () => {
    expect(suggestedFamily(7, "AIME")).toBe("AIME");
    expect(suggestedFamily(null, null)).toBe("AMC8");
    expect(suggestedFamily(8, null)).toBe("AMC8");
    expect(suggestedFamily(10, null)).toBe("AMC10");
    expect(suggestedFamily(11, null)).toBe("AMC12");
  });
});

describe("recent activity", () => {
  const at = new Date("2026-11-25T17:00:00Z");

  it("describes a contest by its human title, score and rating change", () => {
    const item = describeActivity({ kind: "CONTEST", at, answers: 20, correct: 14, contest: { name: "AMC_10A", year: 2024, score: 91.5, fullScore: 150, ratingChange: -12 } });
    expect(item).toMatchObject({ title: "AMC 10A 2024", detail: "Scored 91.5 of 150, rating −12", path: "/space" });
  });

  it("describes a lesson with its answers and links back to it", () => {
    const item = describeActivity({ kind: "LESSON", at, answers: 1, correct: 1, lesson: { lessonId: 3, name: "Ratios", sectionId: 7 } });
    expect(item).toMatchObject({ title: "Ratios", detail: "1 answer, 1 correct", path: "/section-notes?id=3&sid=7" });
  });

  it("names practice and review in the product's words", () => {
    expect(describeActivity({ kind: "PRACTICE", at, answers: 5, correct: 3 }).title).toBe("Random practice");
    expect(describeActivity({ kind: "REVIEW", at, answers: 2, correct: 0 }).title).toBe("Review of past mistakes");
  });
});
