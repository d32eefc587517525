// Review Work: up to 20 of the student's mistakes to review (as Practice → Review serves them).
// One whose answer the student has seen is checked in the browser against that answer, then
// locked as correct or incorrect; nothing is sent. The others (a contest miss) are reviewed in
// Practice → Review, where the server checks and counts the answer.
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ReviewTab_dashboard$key } from "../../__generated__/ReviewTab_dashboard.graphql.ts";
import type { ReviewTab_question$key } from "../../__generated__/ReviewTab_question.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { isReviewAnswerCorrect } from "./review.ts";

export const REVIEW_LIST_SIZE = 20;

export function ReviewTab(props: { dashboard: ReviewTab_dashboard$key }) {
  const { reviewCount, reviewProblems } = useFragment(
    graphql`
      fragment ReviewTab_dashboard on Dashboard {
        reviewCount
        reviewProblems { id ...ReviewTab_question }
      }
    `,
    props.dashboard,
  );
  if (reviewProblems.length === 0) {
    return <section className="card empty-state" role="status"><p>No problems to review. Great work!</p></section>;
  }
  const shown = reviewProblems.slice(0, REVIEW_LIST_SIZE);
  return (
    <div className="review-list">
      <p className="muted">
        {reviewCount} {reviewCount === 1 ? "problem" : "problems"} to review
        {reviewCount > shown.length ? `, the ${shown.length} most due shown` : ""}. Answers are checked here and not recorded.
      </p>
      {shown.map((question, index) => <ReviewProblem key={question.id} question={question} index={index} />)}
    </div>
  );
}

function ReviewProblem(props: { question: ReviewTab_question$key; index: number }) {
  const question = useFragment(
    graphql`
      fragment ReviewTab_question on Question {
        questionId
        problemNumber
        isMultipleChoice
        competition { name year }
        reveal { answer }
        ...QuestionStatement_question
      }
    `,
    props.question,
  );
  const [given, setGiven] = useState("");
  const [result, setResult] = useState<"correct" | "incorrect" | null>(null);
  const answer = question.reveal?.answer ?? "";
  const inputId = `review-answer-${question.questionId}`;
  const title = question.competition
    ? `${question.competition.name.replace(/_/g, " ")} ${question.competition.year} · Problem ${question.problemNumber}`
    : `Problem ${props.index + 1}`;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (result !== null || given.trim() === "") return;
    setResult(isReviewAnswerCorrect(given, answer, question.isMultipleChoice) ? "correct" : "incorrect");
  };

  return (
    <article className="card review-problem" data-question-id={question.questionId} aria-label={title}>
      <header className="review-problem-header">
        <h2>{title}</h2>
        <Link to={`/question/${question.questionId}`}>Open problem</Link>
      </header>
      <QuestionStatement question={question} />
      {!question.reveal ? (
        <p className="muted">Answer it in <Link to="/random">Practice → Review</Link> to see its answer.</p>
      ) : (
        <form className="answer-form review-answer" onSubmit={check}>
          <label htmlFor={inputId}>Your answer</label>
          <input
            id={inputId}
            value={given}
            onChange={(event) => setGiven(event.target.value)}
            disabled={result !== null}
            placeholder={question.isMultipleChoice ? "A–E" : "Answer"}
            autoComplete="off"
          />
          <button type="submit" className="button button-small" disabled={result !== null || given.trim() === ""}>Check</button>
        </form>
      )}
      {result !== null && (
        <p role="status" className={`answer-result ${result === "correct" ? "answer-correct" : "answer-incorrect"}`}>
          {result === "correct" ? "Correct!" : "Incorrect."} The answer is <strong>{answer}</strong>.
          <span className="locked-note"> Locked.</span>
        </p>
      )}
    </article>
  );
}
