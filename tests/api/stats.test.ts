// Admin statistics against the hand-counted fixture of tests/support/activityFixture.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, errorCodes, graphql, rest, type Caller } from "../support/clients.ts";
import { startOfWeek } from "../../server/domain/activity.ts";
import { activityMonths, createActivityFixture } from "../support/activityFixture.ts";

const app = useTestApp({ seed: false });
const db = () => app().database.prisma;
const callers = {} as Record<"admin" | "student", Caller>;

const { thisMonth, lastMonth, twoMonthsAgo, justBeforeThisMonth } = activityMonths();
const month = (time: Date) => time.toISOString().slice(0, 7);

beforeAll(async () => {
  callers.admin = browser((await signIn(app().baseUrl, "stats-admin@boxed.test")).jar);
  callers.student = browser((await signIn(app().baseUrl, "stats-student@boxed.test")).jar);
  await db().user.update({ where: { email: "stats-admin@boxed.test" }, data: { isAdmin: true } });

  await createActivityFixture(db());
});

describe("GET /api/stats/", () => {
  it("gives admins every documented figure, counted at month boundaries", async () => {
    const reply = await rest(app().baseUrl, callers.admin, "GET", "/api/stats/");
    expect(reply.status).toBe(200);
    const stats = reply.body;
    expect(Object.keys(stats).sort()).toEqual([
      "answer_breakdown_source", "churn_rates", "daily_active_users", "monthly_active_users", "monthly_answer_counts",
      "monthly_inactive_users", "summary", "survey_summary", "weekly_active_users",
    ]);
    // Ann and Dan answered this month (Bob's last answer was a millisecond before it); the
    // questions answered this month are q2 and q3; 8 answers; 4 students + the two signed-in accounts.
    expect(stats.summary).toEqual({ unique_users_this_month: 2, total_users: 6, unique_questions_this_month: 2, total_answers: 8 });

    const byMonth = (rows: { month: string }[]) => Object.fromEntries(rows.slice(-3).map((row) => [row.month, row]));
    expect(stats.monthly_active_users).toHaveLength(12);
    expect(byMonth(stats.monthly_active_users)).toEqual({
      [month(twoMonthsAgo)]: { month: month(twoMonthsAgo), count: 3 },
      [month(lastMonth)]: { month: month(lastMonth), count: 2 },
      [month(thisMonth)]: { month: month(thisMonth), count: 2 },
    });
    expect(byMonth(stats.monthly_answer_counts)).toEqual({
      [month(twoMonthsAgo)]: { month: month(twoMonthsAgo), count: 3 },
      [month(lastMonth)]: { month: month(lastMonth), count: 2 },
      [month(thisMonth)]: { month: month(thisMonth), count: 3 },
    });
    // Inactive: Cat last month (active the month before, not since); Bob this month.
    expect(byMonth(stats.monthly_inactive_users)).toEqual({
      [month(twoMonthsAgo)]: { month: month(twoMonthsAgo), count: 0 },
      [month(lastMonth)]: { month: month(lastMonth), count: 1 },
      [month(thisMonth)]: { month: month(thisMonth), count: 1 },
    });
    // Churn: nobody was active three months ago (0); 1 of 3 last month; 1 of 2 this month.
    expect(byMonth(stats.churn_rates)).toEqual({
      [month(twoMonthsAgo)]: { month: month(twoMonthsAgo), rate: 0 },
      [month(lastMonth)]: { month: month(lastMonth), rate: 1 / 3 },
      [month(thisMonth)]: { month: month(thisMonth), rate: 0.5 },
    });
    expect(stats.survey_summary).toEqual([
      { survey_id: expect.any(Number), question: "How did you hear of us?", answer: "A friend", votes: 2 },
      { survey_id: expect.any(Number), question: "How did you hear of us?", answer: "A teacher", votes: 0 },
      { survey_id: expect.any(Number), question: "How did you hear of us?", answer: "Search", votes: 1 },
    ]);
  });

  it("counts daily and weekly active students and answers per week by source", async () => {
    const stats = (await rest(app().baseUrl, callers.admin, "GET", "/api/stats/")).body;
    expect(stats.daily_active_users).toHaveLength(30);
    expect(stats.weekly_active_users).toHaveLength(12);
    const day = thisMonth.toISOString().slice(0, 10);
    // Ann and Dan on the first of this month (when that day is within the last 30 days: always).
    expect(stats.daily_active_users.find((row: { date: string }) => row.date === day)).toEqual({ date: day, count: 2 });
    const week = startOfWeek(thisMonth).toISOString().slice(0, 10);
    const bobsWeek = startOfWeek(justBeforeThisMonth).toISOString().slice(0, 10);
    const inWeek = (name: string) =>
      Object.fromEntries(stats.answer_breakdown_source.filter((row: { week: string }) => row.week === name).map((row: { source: string; count: number }) => [row.source, row.count]));
    if (week === bobsWeek) {
      // The month began mid-week: Bob's last-millisecond answer falls in the same week.
      expect(inWeek(week)).toEqual({ lesson: 0, practice: 2, question: 2, contest: 0, review: 0 });
    } else {
      expect(inWeek(week)).toEqual({ lesson: 0, practice: 1, question: 2, contest: 0, review: 0 });
      expect(inWeek(bobsWeek)).toMatchObject({ practice: 1 });
    }
  });

  it("refuses students (403) and asks anonymous visitors to sign in (401)", async () => {
    expect((await rest(app().baseUrl, callers.student, "GET", "/api/stats/")).status).toBe(403);
    expect((await rest(app().baseUrl, anonymous, "GET", "/api/stats/")).status).toBe(401);
    expect(errorCodes(await graphql(app().baseUrl, callers.student, "{ stats { summary { totalUsers } } }"))).toEqual(["FORBIDDEN"]);
  });
});

describe("surveys", () => {
  it("lets an admin create a survey that a student sees once and answers once", async () => {
    const created = await graphql(app().baseUrl, callers.admin, `mutation {
      createSurvey(question: "  Which contest is next for you? ", answers: ["AMC 8", "AMC 10", " ", "AIME"]) {
        __typename ... on Survey { surveyId question answers open } ... on InputError { message }
      }
    }`);
    const survey = created.data.createSurvey;
    expect(survey).toMatchObject({ __typename: "Survey", question: "Which contest is next for you?", answers: ["AMC 8", "AMC 10", "AIME"], open: true });

    // The fixture's survey is older and still open: the student sees it first, then the new one.
    const open = async () => (await graphql(app().baseUrl, callers.student, "{ openSurvey { surveyId question } }")).data.openSurvey;
    const first = await open();
    expect(first.question).toBe("How did you hear of us?");
    const vote = (surveyId: number, answer: string) =>
      graphql(app().baseUrl, callers.student, `mutation ($id: Int!, $answer: String!) {
        voteInSurvey(surveyId: $id, answer: $answer) { __typename ... on InputError { message } }
      }`, { id: surveyId, answer });
    expect((await vote(first.surveyId, "Nonsense")).data.voteInSurvey).toEqual({ __typename: "InputError", message: "Choose one of the survey's answers." });
    expect((await vote(first.surveyId, "Search")).data.voteInSurvey.__typename).toBe("Survey");
    expect((await vote(first.surveyId, "A friend")).data.voteInSurvey).toEqual({ __typename: "InputError", message: "You have already answered this survey." });
    expect((await open()).surveyId).toBe(survey.surveyId);

    // Closed surveys are not shown and take no votes.
    const closed = await graphql(app().baseUrl, callers.admin, `mutation ($id: Int!) { setSurveyOpen(surveyId: $id, open: false) { open } }`, { id: survey.surveyId });
    expect(closed.data.setSurveyOpen.open).toBe(false);
    expect(await open()).toBeNull();
    expect((await vote(survey.surveyId, "AIME")).data.voteInSurvey).toEqual({ __typename: "InputError", message: "This survey is closed." });
    const votes = (await rest(app().baseUrl, callers.admin, "GET", "/api/stats/")).body.survey_summary;
    expect(votes.filter((row: { answer: string }) => row.answer === "Search")).toEqual([expect.objectContaining({ votes: 2 })]);
  });

  it("refuses a survey without two different answers, and students creating surveys", async () => {
    const create = (caller: Caller, answers: string[]) =>
      graphql(app().baseUrl, caller, `mutation ($answers: [String!]!) {
        createSurvey(question: "Q?", answers: $answers) { __typename ... on InputError { message field } }
      }`, { answers });
    expect((await create(callers.admin, ["Yes", "yes"])).data.createSurvey).toEqual({ __typename: "InputError", message: "Each answer must be different.", field: "answers" });
    expect((await create(callers.admin, ["Only one"])).data.createSurvey).toEqual({ __typename: "InputError", message: "Give 2 to 6 answers.", field: "answers" });
    expect(errorCodes(await create(callers.student, ["Yes", "No"]))).toEqual(["FORBIDDEN"]);
    expect(await db().survey.count()).toBe(2);
  });
});
