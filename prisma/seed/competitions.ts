// The sample contest sets: every AMC and AIME sitting once (AMC 8 twice), each problem made
// from a template whose difficulty rises with the problem number.
import type { CompetitionFamily } from "../../server/db/generated/enums.ts";
import { seededQuestionRating } from "../../server/domain/ratingScale.ts";
import { PROFILES } from "./levels.ts";
import { TEMPLATES, TOPICS } from "./problems/index.ts";
import { buildQuestion, type DemoQuestion } from "./question.ts";
import { createRng, type Rng } from "./random.ts";
import type { Template } from "./template.ts";

export const SAMPLE_SET_NAME = "Boxed sample set";

type CompetitionData = {
  name: string;
  family: CompetitionFamily;
  year: number;
  durationMinutes: number;
  isSample: boolean;
};

export type DemoCompetition = { data: CompetitionData; questions: DemoQuestion[] };

const SAMPLE_SETS: readonly Omit<CompetitionData, "isSample">[] = [
  { name: "AMC_8", family: "AMC8", year: 2023, durationMinutes: 40 },
  { name: "AMC_8", family: "AMC8", year: 2024, durationMinutes: 40 },
  { name: "AMC_10A", family: "AMC10", year: 2024, durationMinutes: 75 },
  { name: "AMC_10B", family: "AMC10", year: 2024, durationMinutes: 75 },
  { name: "AMC_12A", family: "AMC12", year: 2024, durationMinutes: 75 },
  { name: "AMC_12B", family: "AMC12", year: 2024, durationMinutes: 75 },
  { name: "AIME_I", family: "AIME", year: 2024, durationMinutes: 180 },
  { name: "AIME_II", family: "AIME", year: 2024, durationMinutes: 180 },
];

/** The hardest a template can be: AIME sets only use templates that reach it. */
const TOP_HARDNESS = 8;

/**
 * A template fit for the AIME: marked as making several-step problems at hardness 6-8 (a template
 * whose problem stays one step however big its numbers get is not) and reaching the top hardness.
 */
export const isAimeTemplate = (t: Template): boolean => t.aime === true && t.hardness[1] === TOP_HARDNESS;

/** AIME problems sit at hardness 6-8 (AMC 12's last problems reach 7): levels 1, 2-3 and 4-5. */
export const aimeHardness = (level: number): number => Math.min(TOP_HARDNESS, 5 + Math.ceil((level * 3) / 5));

// Among the templates that fit, prefer the ones this set has used least, so a set repeats a
// template only once its topic has run out of fresh ones.
function chooseTemplate(rng: Rng, topic: string, hardness: number, used: Map<string, number>, aime: boolean): Template {
  const fitting = TEMPLATES.filter(
    (t) => t.topic === topic && t.hardness[0] <= hardness && hardness <= t.hardness[1] && (!aime || isAimeTemplate(t)),
  );
  const fewest = Math.min(...fitting.map((t) => used.get(t.id) ?? 0));
  const template = rng.pick(fitting.filter((t) => (used.get(t.id) ?? 0) === fewest));
  used.set(template.id, fewest + 1);
  return template;
}

export function buildSet(spec: Omit<CompetitionData, "isSample">, taken: Set<string> = new Set()): DemoCompetition {
  const rng = createRng(`${spec.name} ${spec.year}`);
  const aime = spec.family === "AIME";
  const count = aime ? 15 : 25;
  const profile = PROFILES[spec.family];
  const topics = rng.shuffle(TOPICS);
  const used = new Map<string, number>();
  const questions = Array.from({ length: count }, (_, i) => {
    const problemNumber = i + 1;
    const difficultyLevel = Math.ceil((problemNumber * 5) / count);
    const hardness = aime ? aimeHardness(difficultyLevel) : difficultyLevel + profile.hardnessOffset;
    const template = chooseTemplate(rng, topics[i % topics.length], hardness, used, aime);
    return buildQuestion(template, rng, hardness, !aime, {
      problemNumber,
      difficultyLevel,
      // Each family's own scale: 1500 is its typical entrant (docs/RATINGS.md, "The scale").
      rating: seededQuestionRating(spec.family, problemNumber, count),
      schoolGrade: profile.grades[difficultyLevel - 1],
      setName: SAMPLE_SET_NAME,
    }, taken);
  });
  return { data: { ...spec, isSample: true }, questions };
}

/** Every sample set; `taken` holds the statements used so far, so no statement comes twice. */
export const buildSampleCompetitions = (taken: Set<string> = new Set()): DemoCompetition[] =>
  SAMPLE_SETS.map((spec) => buildSet(spec, taken));
