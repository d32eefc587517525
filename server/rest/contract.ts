// The /api contract as schemas (zod): what each route takes (path, query and body, validated before
// the adapter runs: bad input is 400 with the adapter's own sentence, ./requestFields.ts) and what
// it answers. The door (./door.ts) checks every answer against its schema before sending it (an
// answer that strays is a 500 and an error in the log, never a silent change of contract), and
// /api/openapi.json is generated from the same schemas (./openapi.ts), so the document cannot
// drift from the code.
import { z } from "zod";
import { answer, filePart, flag, idPart, lenient, optionalIdPart, optionalWholeNumber, requestBody, requiredText, text, wholeNumber } from "./requestFields.ts";

const int = z.number().int();
const nullableText = z.string().nullable();
const nullableInt = int.nullable();
/** Where a question comes from, as both question answers name it. */
const questionOrigin = {
  competition_name: nullableText,
  competition_year: nullableInt,
  category: nullableText,
  school_grade: nullableInt,
  difficult_level: nullableInt,
  organization_name: nullableText,
};

export const ErrorAnswer = z
  .object({ detail: z.string().describe("What went wrong, in the product's words.") })
  .describe("Any refusal: 400, 401, 403, 404, 409, 413, 429 or 500.");

const Success = { success: z.literal(true) };

const LeaderboardEntry = z.object({ userid: int, username: z.string(), rating: int });
const RankedEntry = LeaderboardEntry.extend({ rank: int });

const QuestionObject = z
  .object({
    id: int,
    question: nullableText,
    question_text: nullableText,
    problem_html: nullableText,
    img: nullableText,
    problem_number: int,
    multiple_choice: z.union([z.array(z.string()), z.boolean()]).describe("The choices; true when they are to be read from the text; false for a free answer."),
    c: z.array(z.string()),
    ...questionOrigin,
    solution: nullableText,
    answer: nullableText,
    solution_text: nullableText,
    solution_html: nullableText,
    solution_ai: nullableText,
    solution_url: nullableText,
    solution_youtubes: z.array(z.string()).nullable(),
    answer_distribution_correct: z.number().nullable(),
    answer_distribution_estimate: z.number().nullable(),
    similar_questions: z.array(
      z.object({
        id: nullableInt.describe("Null while the viewer may not open it (premium)."),
        competition_name: nullableText,
        competition_year: nullableInt,
        problem_number: int,
      }),
    ),
    related_sections: z.array(z.object({ id: int, lession_id: int, section_name: z.string() })),
    already_solved: z.boolean(),
    set_name: nullableText,
    is_admin: z.boolean(),
  })
  .describe("A question; answer and solution fields stay null until the server reveals them.");

const Lesson = z.object({
  id: int,
  lession_name: z.string(),
  active: z.boolean(),
  question_ids: z.array(int),
  example_question_ids: z.array(int),
  total_questions: int,
  completed_questions: int,
  completion_rate: z.number(),
});

const Course = z.object({
  id: int,
  course_name: z.string(),
  competition_name: z.string(),
  category: z.string(),
  num_questions: int,
  completed_questions: int,
  completion_rate: z.number(),
  lessions: z.array(Lesson),
});

const Student = z.object({ id: int, username: z.string(), useremail: z.string(), student_grade: nullableInt, difficult_level: nullableInt });

const QuestionDraft = z.object({
  id: int,
  question: nullableText,
  problem_html: nullableText,
  img: nullableText,
  multiple_choice: z.boolean(),
  c: z.array(z.string()),
  solution: z.string(),
  answer: z.string(),
  solution_text: nullableText,
  solution_html: nullableText,
  problem_number: int,
  ...questionOrigin,
  set_name: nullableText,
  status: z.enum(["PUBLISHED", "PENDING_REVIEW", "REJECTED"]),
  updated_at: z.string(),
});

const LineReport = z.object({ line: int, messages: z.array(z.string()) });
const MonthCount = z.object({ month: z.string(), count: int });
const RecommendedLesson = z.object({
  lession_id: int,
  lession_name: z.string(),
  competition_name: z.string(),
  wrong_count: int,
  correct_count: int,
  total_attempts: int,
  correct_rate: z.number(),
});
const TrendingLesson = z.object({ id: int, lession_name: z.string(), user_count: int, question_count: int });

/**
 * One route: its path, query and body schemas and its answer. `form`: the body is sent as a
 * multipart/form-data form (as the spec's client sends it, files included); JSON is taken too.
 */
export type RouteContract = { summary: string; params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType; form?: true; response: z.ZodType };

const questionIdPath = z.object({ id: idPart("Invalid question id", "The question's number id.") });

/** Keyed by "METHOD url" as the routes are registered. */
export const CONTRACT: Record<string, RouteContract> = {
  "GET /api/home/": {
    summary: "The home page: question of the day, leaderboards, recommendations and trending lessons.",
    response: z.object({
      is_signed_in: z.boolean(),
      is_admin: z.boolean(),
      question_of_the_day: z
        .object({
          id: int,
          problem_html: nullableText,
          competition_name: nullableText,
          competition_year: nullableInt,
          problem_number: int,
          multiple_choice: z.array(z.string()),
        })
        .nullable(),
      leaderboard: z.object({ amc_8: z.array(LeaderboardEntry), amc_10: z.array(LeaderboardEntry), amc_12: z.array(LeaderboardEntry) }),
      for_you: z.object({
        requires_login: z.boolean(),
        contests: z.array(
          z.object({ contest_id: z.string(), label: z.string(), enabled: z.boolean(), required_answers: int, lessons: z.array(RecommendedLesson) }),
        ),
      }),
      trending_lessions_amc8: z.array(TrendingLesson),
      trending_lessions_amc10: z.array(TrendingLesson),
    }),
  },
  "GET /api/user/status": {
    summary: "Who is signed in.",
    response: z.object({
      is_signed_in: z.boolean(),
      username: nullableText,
      current_user: nullableText.describe("The signed-in email."),
      is_admin: z.boolean(),
      is_editor: z.boolean(),
      is_subscriber: z.boolean(),
    }),
  },
  "GET /api/user/profile": {
    summary: "The signed-in user's profile and accepted students (401 when anonymous).",
    response: z.object({
      user: z.object({ useremail: z.string(), username: z.string(), gen_referral_code: z.string(), student_grade: nullableInt, difficult_level: nullableInt }),
      student_users: z.array(Student),
      is_admin: z.boolean(),
      is_subscriber: z.boolean(),
    }),
  },
  "POST /api/user/update-username": {
    summary: "Renames the signed-in user; an admin may rename any account, named by useremail.",
    body: requestBody({
      useremail: text(
        "useremail",
        "The account to rename: the signed-in user's own email (or left out). Only an admin may name another account (to moderate a public name); anybody else naming one gets a 403.",
      ),
      username: text("username", "The new public name."),
    }),
    response: z.object({ ...Success, username: z.string(), useremail: z.string() }),
  },
  "POST /api/user/update": {
    summary: "A parent or teacher asks to follow a student; the request stays pending until the student accepts.",
    body: requestBody({
      student_email: text("student_email", "The student's email."),
      student_grade: wholeNumber("student_grade", "The student's school grade."),
    }),
    response: z.object({
      ...Success,
      student: z.null(),
      request: z.object({ useremail: z.string().optional(), student_grade: nullableInt.optional(), status: z.enum(["pending", "accepted"]) }),
    }),
  },
  "POST /api/user/update-difficulty": {
    summary: "Sets the practice difficulty level of the signed-in user or of a linked student.",
    body: requestBody({
      student_email: text("student_email", "A linked student's email; the signed-in user's own level when empty."),
      difficult_level: wholeNumber("difficult_level", "The level."),
    }),
    response: z.object({ ...Success, useremail: z.string(), difficult_level: nullableInt }),
  },
  "GET /api/courses/": {
    summary: "The courses with their lessons and the viewer's progress.",
    response: z.object({ courses: z.array(Course), is_admin: z.boolean(), is_editor: z.boolean(), is_signed_in: z.boolean() }),
  },
  "GET /api/courses/:id": {
    summary: "One course with its lessons and the viewer's progress.",
    params: z.object({ id: idPart("Invalid course id", "The course's number id.") }),
    response: Course,
  },
  "GET /api/section-notes/": {
    summary: "A lesson's section: notes, examples, practice questions and progress.",
    query: z.object({
      id: idPart("Invalid lesson id", "The lesson's number id."),
      sid: optionalIdPart("Invalid section id", "The section's number id (the first section when left out)."),
    }),
    response: z.object({
      lession: z.object({ lession_name: z.string(), lession_description: nullableText }),
      section: z.object({ id: int, section_name: z.string(), section_notes: z.string() }),
      sections: z.array(z.object({ id: int, section_name: z.string() })),
      progress: z.number(),
      example_question_ids: z.array(int),
      questions: z.array(QuestionObject),
      already_answered_questions_ids: z.array(int),
      already_completed_section_ids: z.array(int),
      is_admin: z.boolean(),
      is_editor: z.boolean(),
    }),
  },
  "POST /api/section-notes/submit-answer": {
    summary: "Answers a question in a lesson's section.",
    body: requestBody({
      question_id: wholeNumber("question_id", "The question's number id."),
      lession_id: wholeNumber("lession_id", "The lesson's number id."),
      sid: wholeNumber("sid", "The section's number id."),
      user_answer: answer("user_answer", "A letter A to E for multiple choice, a whole number from 0 to 999 for an AIME-style question, else text; at most 200 characters. Anything else is a 400 with its message and uses no attempt."),
    }),
    response: z.object({ correct: z.boolean(), message: z.string(), correct_answer: nullableText }),
  },
  "GET /api/questions/:id": {
    summary: "A question.",
    params: questionIdPath,
    response: QuestionObject,
  },
  "GET /api/questions/by-competition/:name/:year/:number": {
    summary: "A question by competition, year and problem number.",
    params: z.object({
      name: z.string().describe("The competition's name, e.g. AMC_10A."),
      year: idPart("Invalid question id", "The year."),
      number: idPart("Invalid question id", "The problem number."),
    }),
    response: QuestionObject,
  },
  "POST /api/questions": {
    summary: "Submits a new question (multipart form or JSON); editors publish at once, others wait for review.",
    form: true,
    body: requestBody({
      question: text("question", "The problem as typed."),
      problem_html: text("problem_html", "The problem as HTML."),
      solution: text("solution", "The solution."),
      answer: text("answer", "The right answer."),
      multiple_choice: flag("multiple_choice must be true or false.", "true or false (true when left out)."),
      problem_number: optionalWholeNumber("problem_number", "Its number in the competition (1 when left out)."),
      competition_name: text("competition_name", "The competition's name."),
      competition_year: optionalWholeNumber("competition_year", "The competition's year."),
      category: text("category", "Algebra, Geometry, Number Theory or Counting & Probability."),
      image: filePart("A picture (multipart file)."),
    }),
    response: z.object({ id: int, status: z.enum(["PUBLISHED", "PENDING_REVIEW", "REJECTED"]), message: z.string() }),
  },
  "PUT /api/questions/:id": {
    summary: "Edits a question (editors); refused if someone saved it since updated_at.",
    params: questionIdPath,
    body: requestBody({
      question: text("question", "The problem as typed."),
      problem_html: text("problem_html", "The problem as HTML."),
      answer: text("answer", "The right answer."),
      solution_html: text("solution_html", "The solution as HTML."),
      solution_text: text("solution_text", "The solution as text."),
      c: z
        .union([z.array(z.string()), z.literal(""), z.null()], { error: "c must be a list of five choices." })
        .optional()
        .describe("The five choices."),
      organization_name: text("organization_name", "Who set the problem."),
      set_name: text("set_name", "The problem set's name."),
      updated_at: lenient("The updated_at the editor opened (a date)."),
    }),
    response: z.object({ question: QuestionDraft }),
  },
  "POST /api/problem-bank/import": {
    summary: "Imports a problem bank in JSON Lines (admins).",
    form: true,
    body: requestBody({ file: filePart("The JSON Lines file (multipart) or its text."), dry_run: lenient("true to check and store nothing.") }),
    response: z.object({
      lines: int,
      created: int,
      updated: int,
      unchanged: int,
      competitions_created: int,
      dry_run: z.boolean(),
      errors: z.array(LineReport),
      warnings: z.array(LineReport),
    }),
  },
  "POST /api/random/submit_answer": {
    summary: "Answers a question on its page or in random practice.",
    body: requestBody({
      question_id: wholeNumber("question_id", "The question's number id."),
      user_answer: answer("user_answer", "A letter A to E for multiple choice, a whole number from 0 to 999 for an AIME-style question, else text; at most 200 characters. Anything else is a 400 with its message and uses no attempt."),
      tag: lenient('Present for random practice; "review" for review rounds.'),
    }),
    response: z.object({
      is_correct: z.boolean(),
      attempts_left: int,
      correct_answer: nullableText,
      success_rate: z.number().nullable(),
      competition_details: z.object({ competition_name: nullableText, competition_year: nullableInt, problem_number: int }),
      explanation: nullableText,
    }),
  },
  "GET /api/mock-test/": {
    summary: "The contests that can be sat, their top takers, and the rating leaderboards.",
    response: z.object({
      competitions: z.array(
        z.object({
          name: z.string(),
          years: z.array(int),
          num_test_takers: int,
          top_test_takers: z.array(z.object({ name: z.string(), score: z.number(), year: int })),
        }),
      ),
      rating_leaderboard: z.object({ AMC_8: z.array(RankedEntry), AMC_10: z.array(RankedEntry), AMC_12: z.array(RankedEntry), AIME: z.array(RankedEntry) }),
    }),
  },
  "GET /api/contest/:name/:year": {
    summary: "Starts a contest sitting: its questions (never the answers) and the start token.",
    params: z.object({ name: z.string().describe("The competition's name, e.g. AMC_10A."), year: idPart("Invalid contest year", "The year.") }),
    response: z.object({
      competition_name: z.string(),
      competition_year: int,
      duration: int,
      questions: z.array(
        z.object({
          id: int,
          problem_number: int,
          problem_html: nullableText,
          question: nullableText,
          img: nullableText,
          multiple_choice: z.union([z.array(z.string()), z.literal(false)]),
        }),
      ),
      ts: z.string().describe("The start token to send back with the submission."),
      is_signed_in: z.boolean(),
      is_admin: z.boolean(),
      is_allow_to_submit: z.boolean(),
    }),
  },
  "POST /api/contest/submit": {
    summary: "Submits a contest sitting.",
    body: requestBody({
      ts: requiredText("ts is required: start the contest first.", "The start token from GET /api/contest/{name}/{year}."),
      competition_name: requiredText("competition_name is required.", "The competition's name."),
      competition_year: wholeNumber("competition_year", "The year."),
      answers: z
        .union(
          [
            z.array(z.looseObject({ question_id: wholeNumber("question_id", "The question's number id."), answer: answer("answer", "The answer given; one that is not a letter A to E (or a whole number from 0 to 999 on an AIME-style question), or is over 200 characters, counts as a blank.") }), {
              error: "answers must be a list of {question_id, answer}.",
            }),
            z.null(),
          ],
          { error: "answers must be a list of {question_id, answer}." },
        )
        .optional()
        .describe("A list of {question_id, answer}."),
    }),
    response: z.object({
      ...Success,
      message: z.string(),
      score: z.number(),
      full_score: z.number(),
      correct: int,
      blank: int,
      incorrect: int,
      rated: z.boolean(),
      late: z.boolean(),
      rating_change: z.object({ before: int, after: int, provisional: z.boolean() }).nullable(),
    }),
  },
  "POST /api/random/random": {
    summary: "Picks a practice question: new or a past mistake.",
    body: requestBody({
      mode: z.enum(["new", "review"], { error: 'mode must be "new" or "review".' }).describe('"new" or "review".'),
      category_filter: lenient("A topic, in lowercase (algebra, geometry, number theory, counting & probability)."),
      competition_filter: lenient("A competition name."),
      review_days: lenient("14, 21 or 30 (review mode only)."),
      exclude_question_id: lenient("A question not to pick."),
    }),
    response: z.object({ questions: z.array(QuestionObject).max(1), is_admin: z.boolean() }),
  },
  "GET /api/space/dashboard": {
    summary: "A student's dashboard (the signed-in user's own, or an accepted student's).",
    query: z.object({ userid: optionalIdPart("userid must be a whole number.", "The student's user id; the signed-in user's own when left out.", /^\d+$/) }),
    response: z.object({
      student_email: z.string(),
      is_sample: z.boolean(),
      is_admin: z.boolean(),
      test_results: z.record(z.string(), z.array(nullableInt)),
      competition_grades: z.record(
        z.string(),
        z.object({ score: z.number(), full_score: z.number(), detailed: z.object({ correct: int, blank: int, incorrect: int }), grade: int }),
      ),
      amc_mastery_results: z.record(z.string(), z.array(int)),
      amc_mastery_categories: z.record(z.string(), z.array(nullableText)),
      amc_mastery_mapping: z.record(z.string(), z.object({ competition_name: z.string(), competition_year: int })),
      lession_name_performance_timeseries: z.record(z.string(), z.record(z.string(), z.object({ correct: int, total: int }))),
      year_month_list: z.array(z.string()),
      all_user_answers: z.array(z.object({ question_id: int, answer: z.string() })),
      alluser_answer_questions: z.record(z.string(), QuestionObject),
      students_reports: z.object({ rating: z.record(z.string(), int) }),
    }),
  },
  "GET /api/stats/": {
    summary: "Site statistics (admins).",
    response: z.object({
      summary: z.object({ unique_users_this_month: int, total_users: int, unique_questions_this_month: int, total_answers: int }),
      daily_active_users: z.array(z.object({ date: z.string(), count: int })),
      weekly_active_users: z.array(z.object({ week: z.string(), count: int })),
      monthly_answer_counts: z.array(MonthCount),
      monthly_active_users: z.array(MonthCount),
      monthly_inactive_users: z.array(MonthCount),
      churn_rates: z.array(z.object({ month: z.string(), rate: z.number() })),
      survey_summary: z.array(z.object({ survey_id: int, question: z.string(), answer: z.string(), votes: int })),
      answer_breakdown_source: z.array(z.object({ week: z.string(), source: z.string(), count: int })),
    }),
  },
  "POST /api/cancel-subscription": {
    summary: "Cancels the signed-in user's premium at the end of the period paid for.",
    form: true,
    body: requestBody({ useremail: text("useremail", "The account's email (the signed-in user's own).") }),
    response: z.object({ ...Success, cancel_at_period_end: z.boolean(), current_period_end: nullableText }),
  },
};
