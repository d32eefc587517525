// One sitting of a contest: the header with the timer, the banners, the question with its answer,
// the question navigation, the footer and the submit dialog. The state is useContestSitting's.
import { useCallback } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContestSitting_contest$key } from "../../__generated__/ContestSitting_contest.graphql.ts";
import { SampleBadge } from "../../components/SampleBadge.tsx";
import { ContestAnswer } from "./ContestAnswer.tsx";
import { ContestBanners } from "./ContestBanners.tsx";
import { ContestRules } from "./ContestRules.tsx";
import { ContestFooter, SubmitContestButton } from "./ContestFooter.tsx";
import { ContestQuestion } from "./ContestQuestion.tsx";
import { ContestTimer } from "./ContestTimer.tsx";
import { QuestionNavigation } from "./QuestionNavigation.tsx";
import type { KeptSitting } from "./storage.ts";
import { SubmitDialog } from "./SubmitDialog.tsx";
import { useContestSitting } from "./useContestSitting.ts";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

export function ContestSitting(props: { contest: ContestSitting_contest$key; kept: KeptSitting | null; storageKey: string; signedIn: boolean }) {
  const contest = useFragment(
    graphql`
      fragment ContestSitting_contest on Contest {
        startToken
        resumed
        secondsLeft
        isAllowedToSubmit
        ratingOutlook
        ...ContestRules_contest
        competition { name year title durationMinutes isSample }
        questions {
          id
          questionId
          isMultipleChoice
          answerFormat
          ...QuestionStatement_question
        }
      }
    `,
    props.contest,
  );
  const { competition, questions } = contest;
  const sitting = useContestSitting(
    {
      startToken: contest.startToken,
      resumed: contest.resumed,
      secondsLeft: contest.secondsLeft,
      name: competition.name,
      year: competition.year,
      questionIds: questions.map((question) => question.questionId),
    },
    props.kept,
    props.storageKey,
    props.signedIn,
  );
  const { setAnswer, goTo } = sitting;
  const total = questions.length;
  const question = questions[sitting.current];
  const questionId = question?.questionId;
  const answerThis = useCallback((answer: string) => setAnswer(questionId, answer), [setAnswer, questionId]);
  const { title } = competition;
  useDocumentTitle(title);

  if (!question) {
    return (
      <section className="card error" role="alert">
        <h1>{title}</h1>
        <p>This contest has no questions yet.</p>
      </section>
    );
  }
  const submitButton = <SubmitContestButton submitting={sitting.submitting} onClick={sitting.askToSubmit} />;

  return (
    <div className="contest-page">
      <header className="contest-header">
        <div>
          <p className="eyebrow muted">Mock contest · {total} questions · {competition.durationMinutes} minutes</p>
          <h1>{title}</h1>
          {competition.isSample && <SampleBadge />}
        </div>
        <ContestTimer remaining={sitting.remaining} />
      </header>

      <ContestRules contest={contest} signedIn={props.signedIn} />
      <ContestBanners isAllowedToSubmit={contest.isAllowedToSubmit} error={sitting.error} resumed={contest.resumed} />

      <div className="contest-layout">
        <ContestQuestion
          index={sitting.current}
          total={total}
          question={question}
          disabled={sitting.submitting}
          onGo={goTo}
          submitButton={submitButton}
          answer={
            <ContestAnswer
              questionId={question.questionId}
              format={question.answerFormat}
              value={sitting.answers[question.questionId] ?? ""}
              disabled={sitting.submitting}
              onChange={answerThis}
              onEnter={() => goTo(sitting.current + 1)}
            />
          }
        />
        <QuestionNavigation questions={questions} answers={sitting.answers} current={sitting.current} disabled={sitting.submitting} onGo={goTo} />
      </div>

      <ContestFooter answered={sitting.answered} total={total} submitButton={submitButton} />

      <SubmitDialog
        open={sitting.confirming}
        answered={sitting.answered}
        total={total}
        remaining={sitting.remaining}
        ratingOutlook={contest.ratingOutlook}
        onConfirm={() => void sitting.submit()}
        onCancel={sitting.keepWorking}
      />
    </div>
  );
}
