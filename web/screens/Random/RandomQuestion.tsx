// One random-practice question. A wrong answer with an attempt left clears the box; a correct
// answer, or the last attempt used, offers Show Solution and Next Question. The attempt count
// and lock come from the server: the question's viewer state before answering (its review round
// in Review, which has its own attempts), then the server's answer. In Review the choices come in
// the round's shuffled order (Question.reviewChoices), and the server reads the letter in that order.
import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { RandomQuestion_question$key } from "../../__generated__/RandomQuestion_question.graphql.ts";
import type { AttemptSource } from "../../__generated__/useSubmitPracticeAnswerMutation.graphql.ts";
import { AnswerInput, answerGiven, answerProblem } from "../../components/AnswerInput.tsx";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { SolutionView } from "../../components/SolutionView.tsx";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useSubmitPracticeAnswer } from "./useSubmitPracticeAnswer.ts";


type Result = { correct: boolean; message: string; attemptsLeft: number; locked: boolean; correctAnswer: string | null };

export function RandomQuestion(props: { question: RandomQuestion_question$key; source: AttemptSource; onNext: () => void }) {
  const question = useFragment(
    graphql`
      fragment RandomQuestion_question on Question {
        questionId
        answerFormat
        problemNumber
        topicLabel
        competition { title }
        viewerState { attemptsLeft reviewRound { attemptsLeft } }
        reviewChoices
        ...QuestionStatement_question
        ...SolutionView_question
        ...StaffLinks_question
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

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (done || submitting) return;
    const problem = answerProblem(question.answerFormat, answer);
    if (problem) return setError(problem);
    setError(null);
    try {
      const outcome = (await submit({ questionId: question.questionId, answer, source: props.source, reviewOrder: props.source === "REVIEW" && question.reviewChoices !== null })).submitAnswer;
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

  const source = question.competition ? `${question.competition.title} · Problem ${question.problemNumber}` : null;
  return (
    <article className="card practice-question random-question" aria-label="Practice problem" data-question-id={question.questionId}>
      <div className="random-question-meta">
        {source && <span className="badge badge-competition">{source}</span>}
        {question.topicLabel && <span className="badge">{question.topicLabel}</span>}
        {props.source === "REVIEW" && <span className="badge badge-review">Review a mistake</span>}
      </div>
      <QuestionStatement question={question} choices={props.source === "REVIEW" ? question.reviewChoices : null} />
      <p className="staff-actions"><StaffLinks question={question} /></p>
      <form className="answer-form practice-form" onSubmit={onSubmit} noValidate>
        <AnswerInput
          id={`random-answer-${question.questionId}`}
          format={question.answerFormat}
          value={answer}
          onChange={setAnswer}
          onEnter={() => void onSubmit()}
          disabled={done || submitting}
          error={error}
          result={result && { correct: result.correct, message: result.message }}
        />
        <button className="button" type="submit" disabled={done || submitting || !answerGiven(answer)}>{submitting ? "Checking…" : "Submit Answer"}</button>
        {!done && (
          <p className="practice-attempts" aria-live="polite">
            Attempts left: <strong>{attemptsLeft}</strong>
          </p>
        )}
      </form>
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
