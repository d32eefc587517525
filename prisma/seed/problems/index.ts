// Every template, by topic.
import type { Topic } from "../../../server/db/generated/enums.ts";
import type { Template } from "../template.ts";
import { advancedTemplates } from "./advanced.ts";
import { algebraTemplates } from "./algebra.ts";
import { countingTemplates } from "./counting.ts";
import { geometryTemplates } from "./geometry.ts";
import { numberTheoryTemplates } from "./numberTheory.ts";

export const TEMPLATES: readonly Template[] = [
  ...algebraTemplates,
  ...geometryTemplates,
  ...numberTheoryTemplates,
  ...countingTemplates,
  ...advancedTemplates,
];

export const TOPICS: readonly Topic[] = ["ALGEBRA", "GEOMETRY", "NUMBER_THEORY", "COUNTING_PROBABILITY"];

export function templateById(id: string): Template {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`No template ${id}`);
  return template;
}
