import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { PracticeQuestion_question$key } from "../../__generated__/PracticeQuestion_question.graphql.ts";
import { CHOICE_LETTERS, QuestionStatement } from "../../components/QuestionStatement.tsx";
import { SolutionView } from "../../components/SolutionView.tsx";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { signInUrl } from "../../links.ts";
import { useSubmitLessonAnswer } from "./useSubmitLessonAnswer.ts";

type Result = { correct: boolean; message: string; correctAnswer: string | null };

/**
 * One practice question: 2 attempts, then (or after a correct answer) the input locks and the
 * correct answer and solution can be shown. The attempt count and lock come from the server.
 */
export function PracticeQuestion(props: { question: PracticeQuestion_question$key; lessonId: number; sectionId: number; signedIn: boolean }) {
  const question = useFragment(
    graphql`
      fragment PracticeQuestion_question on Question {
        questionId
        isMultipleChoice
        viewerState { attemptsLeft locked solved }
        reveal { answer }
        ...QuestionStatement_question
        ...SolutionView_question
      }
    `,
    props.question,
  );
  const [submit, submitting] = useSubmitLessonAnswer();
  const [answer, setAnswer] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showSolution, setShowSolution] = useState(false);
  const state = question.viewerState;
  const locked = state?.locked ?? false;
  const correctAnswer = result?.correctAnswer ?? question.reveal?.answer ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked || answer.trim() === "") return;
    setError(null);
    try {
      const outcome = (await submit({ questionId: question.questionId, lessonId: props.lessonId, sectionId: props.sectionId, answer })).submitLessonAnswer;
      const message = inputErrorOf(outcome);
      if (message) return setError(message);
      if (outcome.__typename !== "LessonAnswerResult") return;
      setResult({ correct: outcome.correct, message: outcome.message, correctAnswer: outcome.correctAnswer ?? null });
      // A wrong answer with an attempt left starts the next try from an empty box.
      if (!outcome.correct && !outcome.locked) setAnswer("");
    } catch (failure) {
      setError((failure as Error).message || "An error occurred");
    }
  }

  const inputName = `answer-${question.questionId}`;
  return (
    <div className="practice-question">
      <QuestionStatement question={question} />
      <form className="practice-form" onSubmit={onSubmit}>
        <fieldset disabled={locked || submitting}>
          <legend>Your answer</legend>
          {question.isMultipleChoice ? (
            <div className="practice-choices">
              {CHOICE_LETTERS.map((letter) => (
                <label key={letter} className="practice-choice">
                  <input type="radio" name={inputName} value={letter} required checked={answer === letter} onChange={() => setAnswer(letter)} />
                  <span>{letter}</span>
                </label>
              ))}
            </div>
          ) : (
            <input className="practice-input" name={inputName} aria-label="Answer" required autoComplete="off" value={answer} onChange={(event) => setAnswer(event.target.value)} />
          )}
          <button className="button" type="submit">{submitting ? "Checking…" : "Submit Answer"}</button>
        </fieldset>
        {state && !locked && (
          <p className="practice-attempts" aria-live="polite">Attempts left: <strong>{state.attemptsLeft}</strong></p>
        )}
        {!props.signedIn && (
          <p className="muted"><a href={signInUrl()}>Sign in to answer</a> and keep track of your progress.</p>
        )}
      </form>
      {error && <p className="field-error" role="alert">{error}</p>}
      {result ? (
        <p className={`practice-result ${result.correct ? "correct" : "incorrect"}`} role="status">{result.message}</p>
      ) : (
        locked && (
          <p className="practice-result answered" role="status">
            {state?.solved ? "You have already answered this question correctly." : "You have used both attempts on this question."}
          </p>
        )
      )}
      {locked && (
        <div className="practice-locked-actions">
          {correctAnswer && <p className="practice-correct-answer">Correct answer: <strong>{correctAnswer}</strong></p>}
          <button className="button button-small button-secondary" type="button" aria-expanded={showSolution} onClick={() => setShowSolution((shown) => !shown)}>
            {showSolution ? "Hide Solution" : "Show Solution"}
          </button>
        </div>
      )}
      {locked && showSolution && <SolutionView question={question} />}
    </div>
  );
}
