import { graphql, useFragment } from "react-relay";
import { StaffLinks } from "../../components/StaffLinks.tsx";
import { Link } from "react-router";
import type { QuestionDetail_question$key } from "../../__generated__/QuestionDetail_question.graphql.ts";
import type { QuestionDetail_viewer$key } from "../../__generated__/QuestionDetail_viewer.graphql.ts";
import { QuestionStatement } from "../../components/QuestionStatement.tsx";
import { SampleBadge } from "../../components/SampleBadge.tsx";
import { AddToPrintoutButton } from "../Printout/AddToPrintoutButton.tsx";
import { QuestionAnswerPanel } from "./QuestionAnswerPanel.tsx";
import { QuestionStats } from "./QuestionStats.tsx";
import { RelatedSections } from "./RelatedSections.tsx";
import { SimilarQuestions } from "./SimilarQuestions.tsx";
import { questionTitle } from "./questionTitle.ts";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

export function QuestionDetail(props: { question: QuestionDetail_question$key; viewer: QuestionDetail_viewer$key | null }) {
  const question = useFragment(
    graphql`
      fragment QuestionDetail_question on Question {
        questionId
        problemNumber
        isSample
        solved
        topicLabel
        competition { name year title }
        ...QuestionStatement_question
        ...QuestionAnswerPanel_question
        ...QuestionStats_question
        ...RelatedSections_question
        ...SimilarQuestions_question
        ...StaffLinks_question
      }
    `,
    props.question,
  );
  const viewer = useFragment(
    graphql`
      fragment QuestionDetail_viewer on User {
        isAdmin
      }
    `,
    props.viewer,
  );
  const { competition } = question;
  useDocumentTitle(questionTitle(question));
  return (
    <article className="question-page">
      <header className="question-header">
        <div>
          <p className="eyebrow muted">{competition ? "Contest problem" : "Practice problem"}{question.topicLabel && ` · ${question.topicLabel}`}</p>
          <h1>{questionTitle(question)}</h1>
        </div>
        {question.isSample && <SampleBadge />}
      </header>
      <div className="question-actions no-print">
        {competition && (
          <Link className="button button-secondary button-small" to={`/contest/${competition.name}/${competition.year}`}>View Contest</Link>
        )}
        <StaffLinks question={question} />
        <AddToPrintoutButton questionId={question.questionId} signedIn={viewer !== null} className="button button-secondary button-small" />
        <button type="button" className="button button-secondary button-small" onClick={() => window.print()}>Print</button>
      </div>
      {question.solved && (
        <p className="notice solved-notice no-print" role="status"><span aria-hidden="true">✓</span> You have solved this problem.</p>
      )}
      <div className="question-layout">
        <div className="question-main">
          <section className="card question-card" aria-label="Problem">
            <QuestionStatement question={question} />
          </section>
          <QuestionAnswerPanel question={question} signedIn={viewer !== null} />
        </div>
        <aside className="question-side no-print">
          <QuestionStats question={question} />
          <RelatedSections question={question} />
          <SimilarQuestions question={question} />
        </aside>
      </div>
    </article>
  );
}

