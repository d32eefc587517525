// A template makes one problem from random parameters; its check recomputes the answer a
// different way (usually brute force), and the tests hold every stored answer to that check.
import type { Topic } from "../../server/db/generated/enums.ts";
import type { Rng } from "./random.ts";
import type { Value } from "./value.ts";

export type Problem = {
  /** Paragraphs of simple HTML with TeX in \( \) and \[ \]. */
  statement: string[];
  solution: string[];
  answer: Value;
  /** Wrong answers a student is likely to reach, most likely first. */
  distractors: Value[];
  /** Where a sensible answer can lie, e.g. [0, 1] for a probability or [0, 9] for a digit. */
  bounds?: readonly [number, number];
  /** A drawing (SVG, from prisma/seed/figures.ts) made from the same numbers as the statement. */
  figure?: string;
  /** The answer again, computed independently of the formula behind `answer`. */
  check: () => Value;
};

/**
 * Hardness runs from 1 (first AMC 8 problems) to 8 (last AIME problems); a template is only
 * picked within its range, and scales its numbers with the hardness it is given.
 */
export type Template = {
  id: string;
  topic: Topic;
  hardness: readonly [number, number];
  /**
   * Whether its problems at hardness 6-8 take several steps, as AIME problems do; only such
   * templates are used for the AIME. One-step problems stay AMC problems however big their numbers.
   */
  aime?: boolean;
  make(rng: Rng, hardness: number): Problem;
};
