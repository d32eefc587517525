// Practice Similar Problems (premium): a round over one question's similar questions, one at a
// time, from /app/random?similar={questionId}. The server decides who may (subscribers, admins)
// and which question comes next.
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type { SimilarPracticeQuery } from "../../__generated__/SimilarPracticeQuery.graphql.ts";
import { RandomQuestion } from "./RandomQuestion.tsx";

export function SimilarPractice(props: { questionId: number }) {
  const [next, setNext] = useState<{ fetchKey: number; excludeQuestionId: number | null }>({ fetchKey: 0, excludeQuestionId: null });
  const data = useLazyLoadQuery<SimilarPracticeQuery>(
    graphql`
      query SimilarPracticeQuery($questionId: Int!, $excludeQuestionId: Int) {
        similarPracticeQuestion(questionId: $questionId, excludeQuestionId: $excludeQuestionId) {
          questionId
          ...RandomQuestion_question
        }
      }
    `,
    { questionId: props.questionId, excludeQuestionId: next.excludeQuestionId },
    { fetchPolicy: "network-only", fetchKey: next.fetchKey },
  );
  const question = data.similarPracticeQuestion;
  if (!question) {
    return (
      <section className="card empty-state random-empty" role="status">
        <p>You have practised every similar problem. Great work!</p>
        <p><Link to={`/question/${props.questionId}`}>Back to the problem</Link></p>
      </section>
    );
  }
  return (
    <RandomQuestion
      key={`${question.questionId}-${next.fetchKey}`}
      question={question}
      source="PRACTICE"
      onNext={() => setNext((current) => ({ fetchKey: current.fetchKey + 1, excludeQuestionId: question.questionId }))}
    />
  );
}
