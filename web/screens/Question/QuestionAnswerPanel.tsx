import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { QuestionAnswerPanel_question$key } from "../../__generated__/QuestionAnswerPanel_question.graphql.ts";
import { SolutionView } from "../../components/SolutionView.tsx";
import { ContestInProgressNote } from "../../components/ContestInProgressNote.tsx";
import { AnswerInput, answerGiven, answerProblem } from "../../components/AnswerInput.tsx";
import { signInUrl } from "../../links.ts";
import { useSubmitAnswer } from "./mutations.ts";

const SUBMIT_FAILED = "Unable to submit answer. Please try again.";

/**
 * The answer form and the solution. A wrong answer clears the box and invites a retry; a right
 * one opens the solution. The server sends the solution only once the question is solved or
 * its attempts are used up, so Show Solution waits for that. A question of the viewer's contest in
 * progress is answered there: its note and a link back take the form's place.
 */
export function QuestionAnswerPanel(props: { question: QuestionAnswerPanel_question$key; signedIn: boolean }) {
  const question = useFragment(
    graphql`
      fragment QuestionAnswerPanel_question on Question {
        questionId
        isMultipleChoice
        answerFormat
        viewerState { attemptsAllowed attemptsLeft attemptsUsed locked solved lockedMessage }
        reveal { answer }
        relatedSections { section { sectionId lesson { lessonId name } } }
        contestInProgressNote
        competition { name year }
        ...SolutionView_question
      }
    `,
    props.question,
  );
  const [submitAnswer, submitting] = useSubmitAnswer();
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ correct: boolean; message: string } | null>(null);
  const [showSolution, setShowSolution] = useState(false);
  const state = question.viewerState;
  const lesson = question.relatedSections[0]?.section;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!props.signedIn) return window.location.assign(signInUrl());
    const value = answer.trim();
    const problem = answerProblem(question.answerFormat, value);
    if (problem) return setError(problem);
    setError(null);
    try {
      const outcome = (await submitAnswer({ questionId: question.questionId, answer: value })).submitAnswer;
      if (outcome.__typename === "InputError") return setError(outcome.message);
      if (outcome.__typename !== "AnswerResult") return setError(SUBMIT_FAILED);
      setResult({ correct: outcome.correct, message: outcome.message });
      setAnswer("");
      if (outcome.correct) setShowSolution(true);
    } catch (failure) {
      // A network failure has no message worth showing; the server's own message is.
      setError(failure instanceof TypeError ? SUBMIT_FAILED : (failure as Error).message || SUBMIT_FAILED);
    }
  }

  return (
    <section className="card answer-card" aria-labelledby="answer-title">
      <h2 id="answer-title">Your answer</h2>
      {result && state?.locked && (
        <p className={`answer-result ${result.correct ? "answer-correct" : "answer-incorrect"}`} role="status">
          {result.message}
        </p>
      )}
      {question.contestInProgressNote ? (
        <ContestInProgressNote note={question.contestInProgressNote} contest={question.competition} />
      ) : state?.locked ? (
        !result && <p className="muted locked-note">{state.lockedMessage}</p>
      ) : (
        <form className="answer-form no-print" onSubmit={submit} noValidate>
          <AnswerInput
            id="answer"
            label="Answer"
            format={question.answerFormat}
            value={answer}
            onChange={setAnswer}
            placeholder={question.isMultipleChoice ? "A, B, C, D or E" : "Your answer"}
            error={error}
            result={result}
          />
          <button type="submit" className="button" disabled={submitting || !answerGiven(answer)}>
            {submitting ? "Checking…" : "Submit Answer"}
          </button>
          <p id="answer-hint" className="muted answer-hint">
            {!props.signedIn ? (
              <>
                <a href={signInUrl()}>Sign in</a> to answer and see the solution.
              </>
            ) : (
              `${state ? `${state.attemptsLeft} of ${state.attemptsAllowed} attempts left.` : ""}${question.isMultipleChoice ? " Choose a letter (keys A-E)." : ""}`
            )}
          </p>
        </form>
      )}
      {error && state?.locked && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {/* A question of the contest in progress has its solution after the contest, as its note says. */}
      {!question.contestInProgressNote && (
        <div className="solution-toggle no-print">
          <button
            type="button"
            className="button button-secondary"
            disabled={!question.reveal}
            aria-expanded={showSolution && question.reveal !== null}
            onClick={() => setShowSolution((shown) => !shown)}
          >
            {showSolution && question.reveal ? "Hide Solution" : "Show Solution"}
          </button>
          {!question.reveal && <span className="muted">The solution opens once you answer correctly or use all your attempts.</span>}
        </div>
      )}
      {showSolution && question.reveal && (
        <>
          <SolutionView question={question} />
          {lesson && (
            <p className="related-lesson-link">
              Learn the idea behind it: <Link to={`/section-notes?id=${lesson.lesson.lessonId}&sid=${lesson.sectionId}`}>{lesson.lesson.name}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
