// The question page, by id (/question/{id}) or by contest (/question/{name}/{year}/{number}).
// Each address has its own query; both spread the same fragments, so the page is one request.
import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { QuestionScreenByIdQuery } from "../../__generated__/QuestionScreenByIdQuery.graphql.ts";
import type { QuestionScreenByNumberQuery } from "../../__generated__/QuestionScreenByNumberQuery.graphql.ts";
import type { QuestionDetail_question$key } from "../../__generated__/QuestionDetail_question.graphql.ts";
import type { QuestionDetail_viewer$key } from "../../__generated__/QuestionDetail_viewer.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { QuestionDetail } from "./QuestionDetail.tsx";

const WHOLE_NUMBER = /^\d{1,9}$/;

export default function QuestionScreen() {
  const { id, name, year, number } = useParams();
  let content: ReactNode;
  if (name !== undefined) {
    content =
      WHOLE_NUMBER.test(year ?? "") && WHOLE_NUMBER.test(number ?? "") ? (
        <QuestionByNumber competitionName={name} year={Number(year)} problemNumber={Number(number)} />
      ) : (
        <ErrorCard title="Invalid question id" message={`"${name}/${year}/${number}" does not name a contest problem.`} />
      );
  } else {
    content = WHOLE_NUMBER.test(id ?? "") && Number(id) > 0 ? (
      <QuestionById questionId={Number(id)} />
    ) : (
      <ErrorCard title="Invalid question id" message={`"${id ?? ""}" is not a question id.`} />
    );
  }
  const retry = <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>Try again</button>;
  return <ScreenError title="Unable to load question" action={retry}>{content}</ScreenError>;
}

function QuestionById(props: { questionId: number }) {
  const data = useLazyLoadQuery<QuestionScreenByIdQuery>(
    graphql`
      query QuestionScreenByIdQuery($questionId: Int!) {
        viewer { ...QuestionDetail_viewer }
        question(questionId: $questionId) { ...QuestionDetail_question }
      }
    `,
    props,
  );
  return <Found question={data.question ?? null} viewer={data.viewer ?? null} />;
}

function QuestionByNumber(props: { competitionName: string; year: number; problemNumber: number }) {
  const data = useLazyLoadQuery<QuestionScreenByNumberQuery>(
    graphql`
      query QuestionScreenByNumberQuery($competitionName: String!, $year: Int!, $problemNumber: Int!) {
        viewer { ...QuestionDetail_viewer }
        questionByNumber(competitionName: $competitionName, year: $year, problemNumber: $problemNumber) {
          ...QuestionDetail_question
        }
      }
    `,
    props,
  );
  return <Found question={data.questionByNumber ?? null} viewer={data.viewer ?? null} />;
}

function Found(props: { question: QuestionDetail_question$key | null; viewer: QuestionDetail_viewer$key | null }) {
  if (!props.question) return <ErrorCard title="Question not found" message="The requested question could not be located." />;
  return <QuestionDetail question={props.question} viewer={props.viewer} />;
}

function ErrorCard(props: { title: string; message: string }) {
  return (
    <section className="card error" role="alert">
      <h1>{props.title}</h1>
      <p>{props.message || "An error occurred"}</p>
      <p><Link to="/random">Practice other problems</Link></p>
    </section>
  );
}
