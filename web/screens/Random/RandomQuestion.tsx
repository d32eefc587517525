// One random-practice question. A wrong answer with an attempt left clears the box; a correct
// answer, or the last attempt used, offers Show Solution and Next Question. The attempt count
// and lock come from the server: the question's viewer state before answering (its review round
// in Review, which has its own attempts), then the server's answer.
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { RandomQuestion_question$key } from "../../__generated__/RandomQuestion_question.graphql.ts";
import type { AttemptSource } from "../../__generated__/useSubmitPracticeAnswerMutation.graphql.ts";
import { CHOICE_LETTERS, QuestionStatement } from "../../components/QuestionStatement.tsx";
import { SolutionView } from "../../components/SolutionView.tsx";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useSubmitPracticeAnswer } from "./useSubmitPracticeAnswer.ts";

const TOPIC_LABELS: Record<string, string> = {
  ALGEBRA: "Algebra",
  GEOMETRY: "Geometry",
  NUMBER_THEORY: "Number Theory",
  COUNTING_PROBABILITY: "Counting & Probability",
};

type Result = { correct: boolean; message: string; attemptsLeft: number; locked: boolean; correctAnswer: string | null };

export function RandomQuestion(props: { question: RandomQuestion_question$key; source: AttemptSource; onNext: () => void }) {
  const question = useFragment(
    graphql`
      fragment RandomQuestion_question on Question {
        questionId
        isMultipleChoice
        problemNumber
        topic
        competition { name year }
        viewerState { attemptsLeft reviewRound { attemptsLeft } }
        ...QuestionStatement_question
        ...SolutionView_question
      }
    `,
    props.question,
  );
  const [submit, submitting] = useSubmitPracticeAnswer();
  const [answer, setAnswer] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showSolution, setShowSolution] = useState(false);
  const done = result !== null && (result.correct || result.locked);
  const attemptsLeft = result ? result.attemptsLeft : props.source === "REVIEW" ? question.viewerState?.reviewRound?.attemptsLeft : question.viewerState?.attemptsLeft;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (done) return;
    if (answer.trim() === "") return setError("Enter an answer.");
    setError(null);
    try {
      const outcome = (await submit({ questionId: question.questionId, answer, source: props.source })).submitAnswer;
      const message = inputErrorOf(outcome);
      if (message) return setError(message);
      if (outcome.__typename !== "AnswerResult") return;
      setResult({
        correct: outcome.correct,
        message: outcome.message,
        attemptsLeft: outcome.attemptsLeft,
        locked: outcome.locked,
        correctAnswer: outcome.correctAnswer ?? null,
      });
      // A wrong answer with an attempt left starts the next try from an empty box.
      if (!outcome.correct && !outcome.locked) setAnswer("");
    } catch (failure) {
      setError((failure as Error).message || "An error occurred");
    }
  }

  const inputName = `answer-${question.questionId}`;
  const source = question.competition ? `${question.competition.name.replace(/_/g, " ")} ${question.competition.year} · Problem ${question.problemNumber}` : null;
  return (
    <article className="card practice-question random-question" aria-label="Practice problem" data-question-id={question.questionId}>
      <div className="random-question-meta">
        {source && <span className="badge badge-competition">{source}</span>}
        {question.topic && <span className="badge">{TOPIC_LABELS[question.topic] ?? question.topic}</span>}
        {props.source === "REVIEW" && <span className="badge badge-review">Review a mistake</span>}
      </div>
      <QuestionStatement question={question} />
      <form className="practice-form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={done || submitting}>
          <legend>Your answer</legend>
          {question.isMultipleChoice ? (
            <div className="practice-choices" role="radiogroup" aria-label="Answer">
              {CHOICE_LETTERS.map((letter) => (
                <label key={letter} className="practice-choice">
                  <input type="radio" name={inputName} value={letter} aria-label={letter} checked={answer === letter} onChange={() => setAnswer(letter)} />
                  <span aria-hidden="true">{letter}</span>
                </label>
              ))}
            </div>
          ) : (
            <input
              className="practice-input"
              name={inputName}
              aria-label="Answer"
              autoComplete="off"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
          <button className="button" type="submit" disabled={answer.trim() === ""}>{submitting ? "Checking…" : "Submit Answer"}</button>
        </fieldset>
        {!done && (
          <p className="practice-attempts" aria-live="polite">
            Attempts left: <strong>{attemptsLeft}</strong>
          </p>
        )}
      </form>
      {error && <p className="field-error" role="alert">{error}</p>}
      {result && (
        <p className={`practice-result ${result.correct ? "correct" : "incorrect"}`} role="status">{result.message}</p>
      )}
      {done && (
        <div className="practice-locked-actions">
          {result?.correctAnswer && <p className="practice-correct-answer">Correct answer: <strong>{result.correctAnswer}</strong></p>}
          <button className="button button-small button-secondary" type="button" aria-expanded={showSolution} onClick={() => setShowSolution((shown) => !shown)}>
            {showSolution ? "Hide Solution" : "Show Solution"}
          </button>
          <button className="button button-small" type="button" onClick={props.onNext}>Next Question</button>
        </div>
      )}
      {done && showSolution && <SolutionView question={question} />}
    </article>
  );
}
