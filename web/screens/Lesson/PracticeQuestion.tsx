import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { PracticeQuestion_question$key } from "../../__generated__/PracticeQuestion_question.graphql.ts";
import { AnswerInput, answerProblem } from "../../components/AnswerInput.tsx";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { SolutionView } from "../../components/SolutionView.tsx";
import { ContestInProgressNote } from "../../components/ContestInProgressNote.tsx";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { signInUrl } from "../../links.ts";
import { useSubmitLessonAnswer } from "./useSubmitLessonAnswer.ts";

type Result = { correct: boolean; message: string; correctAnswer: string | null };

/**
 * One practice question: its attempts, then (or after a correct answer) the input locks and the
 * correct answer and solution can be shown. The attempt count and lock come from the server; the
 * answer is required (the shared widget's message) before it is sent. A question of the viewer's
 * contest in progress is answered there: its note takes the form's place.
 */
export function PracticeQuestion(props: { question: PracticeQuestion_question$key; lessonId: number; sectionId: number; signedIn: boolean }) {
  const question = useFragment(
    graphql`
      fragment PracticeQuestion_question on Question {
        questionId
        answerFormat
        viewerState { attemptsLeft locked solved }
        reveal { answer }
        contestInProgressNote
        ...QuestionStatement_question
        ...SolutionView_question
        ...StaffLinks_question
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

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (locked || submitting) return;
    const problem = answerProblem(question.answerFormat, answer);
    if (problem) return setError(problem);
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

  // What the result line says: this answer's outcome, or why the question is locked already.
  const shownResult = result
    ? { correct: result.correct, message: result.message }
    : locked
      ? {
          correct: state?.solved ?? false,
          message: state?.solved ? "You have already answered this question correctly." : "You have used all your attempts on this question.",
        }
      : null;
  return (
    <div className="practice-question">
      <QuestionStatement question={question} />
      <p className="staff-actions">
        <StaffLinks question={question} />
      </p>
      {question.contestInProgressNote ? (
        <ContestInProgressNote note={question.contestInProgressNote} />
      ) : (
        <form className="answer-form practice-form" onSubmit={onSubmit} noValidate>
          <AnswerInput
            id={`lesson-answer-${question.questionId}`}
            format={question.answerFormat}
            value={answer}
            onChange={setAnswer}
            onEnter={() => void onSubmit()}
            disabled={locked || submitting}
            error={error}
            result={shownResult}
          />
          <button className="button" type="submit" disabled={locked || submitting}>
            {submitting ? "Checking…" : "Submit Answer"}
          </button>
          {state && !locked && (
            <p className="practice-attempts" aria-live="polite">
              Attempts left: <strong>{state.attemptsLeft}</strong>
            </p>
          )}
          {!props.signedIn && (
            <p className="muted">
              <a href={signInUrl()}>Sign in to answer</a> and keep track of your progress.
            </p>
          )}
        </form>
      )}
      {locked && (
        <div className="practice-locked-actions">
          {correctAnswer && (
            <p className="practice-correct-answer">
              Correct answer: <strong>{correctAnswer}</strong>
            </p>
          )}
          <button
            className="button button-small button-secondary"
            type="button"
            aria-expanded={showSolution}
            onClick={() => setShowSolution((shown) => !shown)}
          >
            {showSolution ? "Hide Solution" : "Show Solution"}
          </button>
        </div>
      )}
      {locked && showSolution && <SolutionView question={question} />}
    </div>
  );
}
