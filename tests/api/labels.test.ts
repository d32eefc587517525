// The names and lists the screens show come from the schema: competitions, contest families and
// topics as the product names them, the practice filters, the school grades, the size of the
// mastery grid. The web client reads these fields and writes none of them itself.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, graphql, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
let student: Caller;

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
});

describe("Query.choices", () => {
  it("offers the spec's practice filters, review days and grades with the product's names, to anyone", async () => {
    const reply = await graphql(
      app().baseUrl,
      anonymous,
      `{ choices {
        competitions topics { topic label } families { family label } reviewDays defaultReviewDays grades
        aime: competitionLabel(name: "AIME_II") unknown: competitionLabel(name: "AMC_9")
      } }`,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data.choices).toEqual({
      competitions: ["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"],
      topics: [
        { topic: "ALGEBRA", label: "Algebra" },
        { topic: "GEOMETRY", label: "Geometry" },
        { topic: "NUMBER_THEORY", label: "Number Theory" },
        { topic: "COUNTING_PROBABILITY", label: "Counting & Probability" },
      ],
      families: [
        { family: "AMC8", label: "AMC 8" },
        { family: "AMC10", label: "AMC 10" },
        { family: "AMC12", label: "AMC 12" },
        { family: "AIME", label: "AIME" },
      ],
      reviewDays: [14, 21, 30],
      defaultReviewDays: 21,
      grades: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      aime: "AIME II",
      unknown: "AMC 9",
    });
  });
});

describe("labels on the things themselves", () => {
  it("names a question's competition, its title with the year, and its topic", async () => {
    const question = await db().question.findFirstOrThrow({
      where: { status: "PUBLISHED", topic: "COUNTING_PROBABILITY", competition: { enabled: true, name: "AMC_10A" } },
      include: { competition: true },
    });
    const reply = await graphql(app().baseUrl, anonymous, `query ($id: Int!) { question(questionId: $id) { topicLabel competition { label title } } }`, { id: question.id });
    expect(reply.data.question).toEqual({ topicLabel: "Counting & Probability", competition: { label: "AMC 10A", title: `AMC 10A ${question.competition!.year}` } });
  });

  it("names mock tests by competition and family", async () => {
    const reply = await graphql(app().baseUrl, anonymous, `{ mockTests { name label family familyLabel } }`);
    expect(reply.data.mockTests).toContainEqual({ name: "AIME_I", label: "AIME I", family: "AIME", familyLabel: "AIME" });
    expect(reply.data.mockTests).toContainEqual({ name: "AMC_10B", label: "AMC 10B", family: "AMC10", familyLabel: "AMC 10" });
  });

  it("gives the dashboard its grid width and its rows, ratings and results their names", async () => {
    const reply = await graphql(
      app().baseUrl,
      student,
      `{ dashboard { masteryColumns mastery { competitionName competitionYear title topics topicLabels } ratings { family label } testResults { competitionName competitionYear title } } }`,
    );
    expect(reply.errors).toBeUndefined();
    const dashboard = reply.data.dashboard;
    expect(dashboard.masteryColumns).toBe(25);
    for (const row of dashboard.mastery) {
      expect(row.title).toBe(`${row.competitionName.replace(/_/g, " ")} ${row.competitionYear}`);
      expect(row.topicLabels).toHaveLength(row.topics.length);
      expect(row.topicLabels.map((label: string | null) => label === null)).toEqual(row.topics.map((topic: string | null) => topic === null));
    }
    expect(dashboard.mastery.flatMap((row: { topicLabels: (string | null)[] }) => row.topicLabels)).toContain("Number Theory");
    for (const rating of dashboard.ratings) expect(rating.label).toBe({ AMC8: "AMC 8", AMC10: "AMC 10", AMC12: "AMC 12", AIME: "AIME" }[rating.family as string]);
    for (const results of dashboard.testResults) expect(results.title).toBe(`${results.competitionName.replace(/_/g, " ")} ${results.competitionYear}`);
  });
});
