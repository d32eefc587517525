// Imports every type file (each registers itself on the builder) and builds the schema.
import { builder } from "./builder.ts";
import "./enums.ts";
import "./user.ts";
import "./apiToken.ts";
import "./competition.ts";
import "./question.ts";
import "./questionAuthoring.ts";
import "./problemBank.ts";
import "./course.ts";
import "./contentEditing.ts";
import "./leaderboard.ts";
import "./studentHome.ts";
import "./trendingLessons.ts";
import "./forYou.ts";
import "./answer.ts";
import "./printout.ts";
import "./studentRecord.ts";
import "./contest.ts";
import "./practice.ts";
import "./choices.ts";
import "./dashboard.ts";
import "./stats.ts";
import "./analytics.ts";
import "./subscription.ts";
import "./plans.ts";
import "./rateLimit.ts";
import "./apiLimits.ts";

import { describeSchema } from "./descriptions.ts";

export const schema = builder.toSchema();
// Descriptions for the Relay machinery and for what type files leave undescribed.
describeSchema(schema);
