// The question for the current filters, always fetched from the network. Next Question refetches
// (a new fetchKey) excluding the question on screen; the parent keys this on the filters, so a
// filter change starts over.
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { RandomPracticeQuery } from "../../__generated__/RandomPracticeQuery.graphql.ts";
import type { Filters } from "./filters.ts";
import { RandomQuestion } from "./RandomQuestion.tsx";

export function RandomPractice(props: { filters: Filters }) {
  const { mode, competition, topic, reviewDays } = props.filters;
  const [next, setNext] = useState<{ fetchKey: number; excludeQuestionId: number | null }>({ fetchKey: 0, excludeQuestionId: null });
  const data = useLazyLoadQuery<RandomPracticeQuery>(
    graphql`
      query RandomPracticeQuery($mode: PracticeMode!, $competition: String, $topic: Topic, $reviewDays: Int, $excludeQuestionId: Int) {
        practiceQuestion(mode: $mode, competition: $competition, topic: $topic, reviewDays: $reviewDays, excludeQuestionId: $excludeQuestionId) {
          questionId
          ...RandomQuestion_question
        }
      }
    `,
    { mode, competition, topic, reviewDays, excludeQuestionId: next.excludeQuestionId },
    { fetchPolicy: "network-only", fetchKey: next.fetchKey },
  );
  const question = data.practiceQuestion;
  if (!question) {
    return (
      <section className="card empty-state random-empty" role="status">
        {mode === "REVIEW" ? (
          <p>No problems to review. Great work!</p>
        ) : (
          <p>No new problems left for these filters. Try another competition or topic, or clear the filters.</p>
        )}
      </section>
    );
  }
  return (
    <RandomQuestion
      key={`${question.questionId}-${next.fetchKey}`}
      question={question}
      source={mode === "REVIEW" ? "REVIEW" : "PRACTICE"}
      onNext={() => setNext((current) => ({ fetchKey: current.fetchKey + 1, excludeQuestionId: question.questionId }))}
    />
  );
}
