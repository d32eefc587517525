import { useCallback, useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContestSitting_contest$key } from "../../__generated__/ContestSitting_contest.graphql.ts";
import { CHOICE_LETTERS, QuestionStatement } from "../../components/QuestionStatement.tsx";
import { SampleBadge } from "../../components/SampleBadge.tsx";
import { chooseSitting, clearAttempt, readTokenPayload, saveAttempt, storageKey } from "./attempt.ts";
import { competitionLabel } from "./labels.ts";
import { ContestTimer, useCountdown } from "./ContestTimer.tsx";
import { SubmitDialog } from "./SubmitDialog.tsx";
import { postResultForm } from "./resultForm.ts";
import { useSubmitContest } from "./useSubmitContest.ts";

const SUBMISSION_FAILED = "Contest submission failed.";
const SUBMIT_FAILED = "Failed to submit contest.";
const LIMIT_REACHED = "You have reached the submission limit. You may still review or try to submit, but it might fail.";

/** Keys typed into a field are the student's, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset"].includes(target.type));
}

export function ContestSitting(props: { contest: ContestSitting_contest$key; signedIn: boolean }) {
  const contest = useFragment(
    graphql`
      fragment ContestSitting_contest on Contest {
        startToken
        isAllowedToSubmit
        submissionsUsed
        submissionLimit
        competition { name year durationMinutes isSample }
        questions {
          id
          questionId
          problemNumber
          isMultipleChoice
          ...QuestionStatement_question
        }
      }
    `,
    props.contest,
  );
  const { competition, questions } = contest;
  const key = storageKey(competition.name, competition.year);
  // Chosen once per loaded contest (the parent keys this component by the fresh token).
  const [sitting] = useState(() =>
    chooseSitting(key, contest.startToken, competition.durationMinutes, questions.map((question) => question.questionId)),
  );
  // The server's clock minus this browser's: the fresh token was issued a moment ago.
  const [clockOffset] = useState(() => (readTokenPayload(contest.startToken)?.startedAt ?? Date.now()) - Date.now());
  const [answers, setAnswers] = useState<Record<string, string>>(sitting.answers);
  const [current, setCurrent] = useState(sitting.current);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const autoSubmitted = useRef(false);
  const [submitContest] = useSubmitContest();
  const remaining = useCountdown(sitting.startedAt, competition.durationMinutes * 60, clockOffset);

  const total = questions.length;
  const question = questions[current];
  const answeredCount = questions.filter((entry) => (answers[entry.questionId] ?? "").trim() !== "").length;
  const isLast = current === total - 1;
  const title = `${competitionLabel(competition.name)} ${competition.year}`;

  useEffect(() => {
    saveAttempt(key, { startToken: sitting.startToken, answers, current });
  }, [key, sitting.startToken, answers, current]);

  const setAnswer = useCallback((questionId: number, answer: string) => {
    setAnswers((previous) => ({ ...previous, [questionId]: answer }));
  }, []);
  const goTo = useCallback((index: number) => setCurrent(Math.min(Math.max(0, index), total - 1)), [total]);

  const submit = useCallback(async () => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setConfirming(false);
    setError(null);
    const given = Object.entries(answers)
      .map(([questionId, answer]) => ({ questionId: Number(questionId), answer: answer.trim() }))
      .filter((entry) => entry.answer !== "");
    try {
      const result = (await submitContest({ startToken: sitting.startToken, answers: given })).submitContest;
      if (result.__typename === "ContestResult") {
        clearAttempt(key);
        // The server's result page; the submission is idempotent, so it finds this one by the token.
        postResultForm({ startToken: sitting.startToken, signedIn: props.signedIn, name: competition.name, year: competition.year, answers: given });
        return; // Stay disabled while the browser leaves.
      }
      setError(result.__typename === "InputError" ? result.message || SUBMISSION_FAILED : SUBMISSION_FAILED);
    } catch (failure) {
      // A network failure has no message worth showing; the server's own message is.
      const message = failure instanceof TypeError || failure instanceof SyntaxError ? "" : (failure as Error)?.message;
      setError(message || SUBMIT_FAILED);
    }
    submittingRef.current = false;
    setSubmitting(false);
  }, [answers, sitting.startToken, key, props.signedIn, competition.name, competition.year, submitContest]);

  // Time is up: submit once, unless a submission is already on its way.
  useEffect(() => {
    if (remaining > 0 || autoSubmitted.current || submittingRef.current) return;
    autoSubmitted.current = true;
    void submit();
  }, [remaining, submit]);

  // Shortcuts: A-E choose (multiple choice), left and right arrows move between questions.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (confirming || submitting || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        goTo(current + (event.key === "ArrowLeft" ? -1 : 1));
        return;
      }
      const letter = event.key.toUpperCase();
      if (question?.isMultipleChoice && event.key.length === 1 && (CHOICE_LETTERS as readonly string[]).includes(letter)) {
        event.preventDefault();
        setAnswer(question.questionId, letter);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [confirming, submitting, current, question, goTo, setAnswer]);

  if (!question) {
    return (
      <section className="card error" role="alert">
        <h1>{title}</h1>
        <p>This contest has no questions yet.</p>
      </section>
    );
  }
  const answer = answers[question.questionId] ?? "";
  const submitButton = (
    <button type="button" className="button" disabled={submitting} onClick={() => setConfirming(true)}>
      {submitting ? "Submitting…" : "Submit Contest"}
    </button>
  );

  return (
    <div className="contest-page">
      <header className="contest-header">
        <div>
          <p className="eyebrow muted">Mock contest · {total} questions · {competition.durationMinutes} minutes</p>
          <h1>{title}</h1>
          {competition.isSample && <SampleBadge />}
        </div>
        <ContestTimer remaining={remaining} />
      </header>

      {!contest.isAllowedToSubmit && (
        <p className="contest-banner contest-limit" role="status">{LIMIT_REACHED}</p>
      )}
      {error && (
        <p className="contest-banner contest-error" role="alert">{error}</p>
      )}
      {sitting.resumed && !error && (
        <p className="contest-resumed muted">Welcome back: your answers and the clock carried on from where you left off.</p>
      )}

      <div className="contest-layout">
        <section className="card contest-question" aria-labelledby="contest-question-title">
          <h2 id="contest-question-title" className="contest-counter">Question {current + 1} of {total}</h2>
          <QuestionStatement question={question} />
          <div className="contest-answer" role="group" aria-label="Your answer">
            <span className="contest-answer-label">Your answer</span>
            {question.isMultipleChoice ? (
              <div className="contest-choices">
                {CHOICE_LETTERS.map((letter) => (
                  <button
                    key={letter}
                    type="button"
                    className="contest-choice"
                    aria-pressed={answer === letter}
                    disabled={submitting}
                    onClick={() => setAnswer(question.questionId, answer === letter ? "" : letter)}
                  >
                    {letter}
                  </button>
                ))}
              </div>
            ) : (
              <input
                key={question.questionId}
                className="contest-input"
                aria-label="Answer"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                placeholder="000–999"
                value={answer}
                disabled={submitting}
                onChange={(event) => setAnswer(question.questionId, event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !isLast) goTo(current + 1);
                }}
              />
            )}
            {answer !== "" && (
              <button type="button" className="link-button" disabled={submitting} onClick={() => setAnswer(question.questionId, "")}>
                Clear answer
              </button>
            )}
          </div>
          <div className="contest-step">
            <button type="button" className="button button-secondary" disabled={submitting || current === 0} onClick={() => goTo(current - 1)}>
              ← Previous
            </button>
            {isLast ? submitButton : (
              <button type="button" className="button" disabled={submitting} onClick={() => goTo(current + 1)}>Next →</button>
            )}
          </div>
        </section>

        <aside className="card contest-side">
          <h2>Questions</h2>
          <nav aria-label="Questions" className="contest-nav">
            {questions.map((entry, index) => {
              const answered = (answers[entry.questionId] ?? "").trim() !== "";
              return (
                <button
                  key={entry.id}
                  type="button"
                  className={`contest-nav-item${answered ? " answered" : ""}`}
                  aria-label={`Question ${index + 1}${answered ? ", answered" : ""}`}
                  aria-current={index === current ? "step" : undefined}
                  disabled={submitting}
                  onClick={() => goTo(index)}
                >
                  {index + 1}
                </button>
              );
            })}
          </nav>
          <p className="contest-legend muted">
            <span className="legend-swatch answered" aria-hidden="true" /> Answered
            <span className="legend-swatch" aria-hidden="true" /> Not answered
          </p>
          <p className="contest-keys muted">
            Keys: {questions.some((entry) => entry.isMultipleChoice) && <><kbd>A</kbd>–<kbd>E</kbd> choose, </>}
            <kbd>←</kbd> <kbd>→</kbd> move.
          </p>
        </aside>
      </div>

      <footer className="card contest-footer">
        <p className="contest-answered" aria-live="polite">
          Answered <strong>{answeredCount}</strong> of {total}
        </p>
        {submitButton}
      </footer>

      <SubmitDialog
        open={confirming}
        answered={answeredCount}
        total={total}
        remaining={remaining}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
