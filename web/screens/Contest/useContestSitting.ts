// The state of one contest sitting, apart from how it is shown: the answers and position kept in
// localStorage, the countdown from the server's seconds left, the submit (with its confirmation,
// its submitting state and its error) and the auto-submit once time is up.
import { useCallback, useEffect, useRef, useState } from "react";
import { forgetSitting, keepSitting, type KeptSitting } from "./storage.ts";
import { postResultForm } from "./resultForm.ts";
import { useCountdown } from "./useCountdown.ts";
import { useSubmitContest } from "./useSubmitContest.ts";

const SUBMISSION_FAILED = "Contest submission failed.";
const SUBMIT_FAILED = "Failed to submit contest.";

/** The sitting as the server gave it. */
export type ServerSitting = {
  startToken: string;
  resumed: boolean;
  secondsLeft: number;
  name: string;
  year: number;
  questionIds: readonly number[];
};

/** The answers and position to start from: the kept ones when the server resumed that very sitting. */
function restore(sitting: ServerSitting, kept: KeptSitting | null): { answers: Record<string, string>; current: number } {
  if (!sitting.resumed || !kept || kept.startToken !== sitting.startToken) return { answers: {}, current: 0 };
  const known = new Set(sitting.questionIds.map(String));
  const answers = Object.fromEntries(
    Object.entries(kept.answers).filter(([id, answer]) => known.has(id) && typeof answer === "string" && answer !== ""),
  );
  const current = Math.min(Math.max(0, Math.trunc(kept.current)), Math.max(0, sitting.questionIds.length - 1));
  return { answers, current };
}

export function useContestSitting(sitting: ServerSitting, kept: KeptSitting | null, storageKey: string, signedIn: boolean) {
  const { startToken, name, year } = sitting;
  const total = sitting.questionIds.length;
  const [restored] = useState(() => restore(sitting, kept));
  const [answers, setAnswers] = useState(restored.answers);
  const [current, setCurrent] = useState(restored.current);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Refs, not state: the auto-submit must see a submit already on its way in the same tick.
  const submittingRef = useRef(false);
  const autoSubmitted = useRef(false);
  const [submitContest] = useSubmitContest();
  const remaining = useCountdown(sitting.secondsLeft);

  useEffect(() => {
    keepSitting(storageKey, { startToken, answers, current });
  }, [storageKey, startToken, answers, current]);

  const setAnswer = useCallback((questionId: number, answer: string) => {
    setAnswers((previous) => ({ ...previous, [questionId]: answer }));
  }, []);
  const goTo = useCallback((index: number) => setCurrent(Math.min(Math.max(0, index), total - 1)), [total]);
  const askToSubmit = useCallback(() => setConfirming(true), []);
  const keepWorking = useCallback(() => setConfirming(false), []);

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
      const result = (await submitContest({ startToken, answers: given, competition: { name, year } })).submitContest;
      if (result.__typename === "ContestResult") {
        forgetSitting(storageKey);
        // The server's result page; the submission is idempotent, so it finds this one by the token.
        postResultForm({ startToken, signedIn, name, year, answers: given });
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
  }, [answers, startToken, name, year, storageKey, signedIn, submitContest]);

  // Time is up: submit once, unless a submission is already on its way.
  useEffect(() => {
    if (remaining > 0 || autoSubmitted.current || submittingRef.current) return;
    autoSubmitted.current = true;
    void submit();
  }, [remaining, submit]);

  return {
    answers,
    setAnswer,
    answered: Object.values(answers).filter((answer) => answer.trim() !== "").length,
    current,
    goTo,
    remaining,
    confirming,
    askToSubmit,
    keepWorking,
    submit,
    submitting,
    error,
  };
}
