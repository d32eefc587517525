// What the screens offer to choose from, and how they name it: the practice filters (competitions,
// topics, review days), the school grades, the contest families. Read from server/domain, so the
// web client writes none of these lists or labels itself.
import { builder } from "./builder.ts";
import { CompetitionFamilyEnum, TopicEnum } from "./enums.ts";
import { DIFFICULTY_MAX, DIFFICULTY_MIN, GRADE_MAX, GRADE_MIN } from "../domain/accountRules.ts";
import { FAMILIES, FAMILY_LABEL, type Family } from "../domain/families.ts";
import { competitionLabel, COMPETITION_NAMES, TOPIC_LABEL, TOPICS, type Topic } from "../domain/labels.ts";
import { DEFAULT_REVIEW_DAYS, REVIEW_DAYS } from "../domain/reviewSchedule.ts";

const TopicChoiceRef = builder.objectRef<Topic>("TopicChoice").implement({
  fields: (t) => ({
    topic: t.field({ type: TopicEnum, resolve: (topic) => topic }),
    label: t.string({ description: "Counting & Probability.", resolve: (topic) => TOPIC_LABEL[topic] }),
  }),
});

const FamilyChoiceRef = builder.objectRef<Family>("FamilyChoice").implement({
  fields: (t) => ({
    family: t.field({ type: CompetitionFamilyEnum, resolve: (family) => family }),
    label: t.string({ description: "AMC 10.", resolve: (family) => FAMILY_LABEL[family] }),
  }),
});

const CompetitionChoiceRef = builder.objectRef<string>("CompetitionChoice").implement({
  fields: (t) => ({
    name: t.string({ description: "AMC_10A: what filters and forms send.", resolve: (name) => name }),
    label: t.string({ description: "AMC 10A.", resolve: (name) => competitionLabel(name) }),
  }),
});

const ChoicesRef = builder.objectRef<object>("Choices").implement({
  description: "The lists screens offer, with the product's names for them.",
  fields: (t) => ({
    competitions: t.stringList({
      description: "The competitions by name, AMC_8, AMC_10A, … AIME_II: random practice's filters and the question forms' list.",
      resolve: () => [...COMPETITION_NAMES],
    }),
    competitionChoices: t.field({
      type: [CompetitionChoiceRef],
      description: "The competitions with the names screens show: random practice's filters and the question forms' list.",
      resolve: () => [...COMPETITION_NAMES],
    }),
    topics: t.field({ type: [TopicChoiceRef], resolve: () => [...TOPICS] }),
    families: t.field({ type: [FamilyChoiceRef], resolve: () => [...FAMILIES] }),
    reviewDays: t.intList({ description: "How far back Practice → Review looks, in days.", resolve: () => [...REVIEW_DAYS] }),
    defaultReviewDays: t.int({ resolve: () => DEFAULT_REVIEW_DAYS }),
    grades: t.intList({ description: "The school grades a student may have.", resolve: () => Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, index) => GRADE_MIN + index) }),
    difficultyLevels: t.intList({
      description: "The practice difficulty levels a student may choose.",
      resolve: () => Array.from({ length: DIFFICULTY_MAX - DIFFICULTY_MIN + 1 }, (_, index) => DIFFICULTY_MIN + index),
    }),
    competitionLabel: t.string({
      description: "A competition name as screens show it (AMC_10A → AMC 10A), whether or not it exists.",
      args: { name: t.arg.string({ required: true }) },
      resolve: (_choices, args) => competitionLabel(args.name),
    }),
  }),
});

builder.queryField("choices", (t) => t.field({ type: ChoicesRef, resolve: () => ({}) }));
