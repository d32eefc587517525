// Review Work: up to Dashboard.reviewLimit of the student's mistakes to review (as Practice → Review serves them).
// One whose answer the student has seen is checked by the server (checkReviewAnswer), then
// locked as correct or incorrect; nothing is recorded. The others (a contest miss) are reviewed in
// Practice → Review, where the server checks and counts the answer. Below them, what comes due
// when (Dashboard.upcomingReviews): a mistake comes back a day or more after it was missed.
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ReviewTab_dashboard$key } from "../../__generated__/ReviewTab_dashboard.graphql.ts";
import type { ReviewTab_question$key } from "../../__generated__/ReviewTab_question.graphql.ts";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { AnswerInput, answerProblem } from "../../components/AnswerInput.tsx";
import { useCheckReviewAnswer } from "./useCheckReviewAnswer.ts";

export function ReviewTab(props: { dashboard: ReviewTab_dashboard$key }) {
  const { reviewCount, reviewProblems, upcomingReviews } = useFragment(
    graphql`
      fragment ReviewTab_dashboard on Dashboard {
        reviewCount
        reviewProblems { id ...ReviewTab_question }
        upcomingReviews { questionId title due }
      }
    `,
    props.dashboard,
  );
  const upcoming = upcomingReviews.length > 0 && (
    <section className="card review-upcoming" aria-label="Coming up for review">
      <h2>Coming up for review</h2>
      <ul className="plain-list">
        {upcomingReviews.map((review) => (
          <li key={review.questionId}>
            <span className="muted">{formatDue(review.due)}</span> <Link to={`/question/${review.questionId}`}>{review.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
  if (reviewProblems.length === 0) {
    return (
      <div className="review-list">
        <section className="card empty-state" role="status"><p>No problems to review. Great work!</p></section>
        {upcoming}
      </div>
    );
  }
  return (
    <div className="review-list">
      <p className="muted">
        {reviewCount} {reviewCount === 1 ? "problem" : "problems"} to review
        {reviewCount > reviewProblems.length ? `, the ${reviewProblems.length} most due shown` : ""}. Answers are checked here and not recorded.
      </p>
      {reviewProblems.map((question, index) => <ReviewProblem key={question.id} question={question} index={index} />)}
      {upcoming}
    </div>
  );
}

const formatDue = (value: unknown) => new Date(String(value)).toLocaleString(undefined, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

function ReviewProblem(props: { question: ReviewTab_question$key; index: number }) {
  const question = useFragment(
    graphql`
      fragment ReviewTab_question on Question {
        questionId
        problemNumber
        answerFormat
        competition { title }
        reveal { __typename }
        ...QuestionStatement_question
        ...StaffLinks_question
      }
    `,
    props.question,
  );
  const [given, setGiven] = useState("");
  const [result, setResult] = useState<{ correct: boolean; answer: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checkAnswer, checking] = useCheckReviewAnswer();
  const inputId = `review-answer-${question.questionId}`;
  const title = question.competition
    ? `${question.competition.title} · Problem ${question.problemNumber}`
    : `Problem ${props.index + 1}`;

  const check = async (event?: FormEvent) => {
    event?.preventDefault();
    if (result !== null || checking) return;
    const problem = answerProblem(question.answerFormat, given);
    if (problem) return setError(problem);
    setError(null);
    try {
      const outcome = (await checkAnswer({ questionId: question.questionId, answer: given.trim() })).checkReviewAnswer;
      if (outcome.__typename === "InputError") return setError(outcome.message);
      if (outcome.__typename === "ReviewCheck") setResult({ correct: outcome.correct, answer: outcome.answer });
    } catch {
      setError("Unable to check the answer. Please try again.");
    }
  };

  return (
    <article className="card review-problem" data-question-id={question.questionId} aria-label={title}>
      <header className="review-problem-header">
        <h2>{title}</h2>
        <span className="staff-actions">
          <Link to={`/question/${question.questionId}`}>Open problem</Link>
          <StaffLinks question={question} />
        </span>
      </header>
      <QuestionStatement question={question} />
      {!question.reveal ? (
        <p className="muted">Answer it in <Link to="/random">Practice → Review</Link> to see its answer.</p>
      ) : (
        <form className="answer-form review-answer" onSubmit={check} noValidate>
          <AnswerInput
            id={inputId}
            format={question.answerFormat}
            value={given}
            onChange={setGiven}
            onEnter={() => void check()}
            disabled={result !== null}
            error={error}
            result={result && { correct: result.correct, message: `${result.correct ? "Correct!" : "Incorrect."} The answer is ${result.answer}. Locked.` }}
          />
          <button type="submit" className="button button-small" disabled={result !== null || checking || given.trim() === ""}>Check</button>
        </form>
      )}
    </article>
  );
}
