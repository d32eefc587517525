// POST /api/random/random: the next random-practice question (spec section 7).
import { body, RestError, restRoute } from "./door.ts";
import { TOPIC_WORDS, questionJson } from "./questions.ts";
import { DEFAULT_REVIEW_DAYS, REVIEW_DAYS } from "../domain/reviewSchedule.ts";
import { RestRandomPracticeDocument, type RestRandomPracticeQueryVariables, type Topic } from "./__generated__/graphql.ts";

const TOPIC_BY_WORDS = new Map(Object.entries(TOPIC_WORDS).map(([topic, words]) => [words.toLowerCase(), topic as Topic]));

function practiceVariables(fields: Record<string, unknown>): RestRandomPracticeQueryVariables {
  const mode = fields.mode === "review" ? "REVIEW" : fields.mode === "new" ? "NEW" : null;
  if (!mode) throw new RestError(400, 'mode must be "new" or "review".');
  const category = typeof fields.category_filter === "string" ? fields.category_filter.trim().toLowerCase() : null;
  const topic = category ? TOPIC_BY_WORDS.get(category) : null;
  if (category && !topic) throw new RestError(400, `Unknown category_filter: ${category}.`);
  // Checked here too, so the detail is the rule's own sentence and "abc" is not taken as the default.
  const days = fields.review_days === undefined || fields.review_days === null || fields.review_days === "" ? null : Number(fields.review_days);
  if (mode === "REVIEW" && days !== null && !(REVIEW_DAYS as readonly number[]).includes(days)) throw new RestError(400, "Review days must be 14, 21 or 30.");
  return {
    mode,
    competition: typeof fields.competition_filter === "string" && fields.competition_filter !== "" ? fields.competition_filter : null,
    topic: topic ?? null,
    reviewDays: mode === "REVIEW" && days !== null ? days : DEFAULT_REVIEW_DAYS,
    excludeQuestionId: typeof fields.exclude_question_id === "number" ? fields.exclude_question_id : null,
  };
}

export const randomPracticeRoute = restRoute({
  method: "POST",
  url: "/api/random/random",
  document: RestRandomPracticeDocument,
  variables: (request) => practiceVariables(body(request)),
  toJson: (data) => {
    const isAdmin = data.viewer?.isAdmin ?? false;
    return { questions: data.practiceQuestion ? [questionJson(data.practiceQuestion, isAdmin)] : [], is_admin: isAdmin };
  },
});
