// Admins ask a survey (a question and one answer per line) and open or close it.
import { useState, type FormEvent } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import { toast } from "../../components/toast.ts";
import type { SurveyAdmin_query$key } from "../../__generated__/SurveyAdmin_query.graphql.ts";
import type { SurveyAdminCreateMutation } from "../../__generated__/SurveyAdminCreateMutation.graphql.ts";
import type { SurveyAdminOpenMutation } from "../../__generated__/SurveyAdminOpenMutation.graphql.ts";
import { inputErrorOf, useMutationAsync } from "../../relay/useMutationAsync.ts";

export function SurveyAdmin(props: { query: SurveyAdmin_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment SurveyAdmin_query on Query @refetchable(queryName: "SurveyAdminRefetchQuery") {
        surveys { surveyId question answers open }
      }
    `,
    props.query,
  );
  const [create, creating] = useMutationAsync<SurveyAdminCreateMutation>(graphql`
    mutation SurveyAdminCreateMutation($question: String!, $answers: [String!]!) {
      createSurvey(question: $question, answers: $answers) {
        __typename
        ... on InputError { message }
      }
    }
  `);
  const [setOpen, switching] = useMutationAsync<SurveyAdminOpenMutation>(graphql`
    mutation SurveyAdminOpenMutation($surveyId: Int!, $open: Boolean!) {
      setSurveyOpen(surveyId: $surveyId, open: $open) { surveyId open }
    }
  `);
  const [question, setQuestion] = useState("");
  const [answers, setAnswers] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reload = () => refetch({}, { fetchPolicy: "network-only" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const message = inputErrorOf((await create({ question, answers: answers.split("\n") })).createSurvey);
      setError(message);
      if (message) return;
      toast.success("Survey created and open");
      setQuestion("");
      setAnswers("");
      reload();
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }

  async function toggle(surveyId: number, open: boolean) {
    try {
      await setOpen({ surveyId, open });
      reload();
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }

  return (
    <section className="card" aria-labelledby="surveys-title">
      <h2 id="surveys-title">Surveys</h2>
      <p className="muted">Signed-in students see the oldest open survey they have not answered on the home page, and can vote once.</p>
      {data.surveys.length === 0 ? (
        <p className="empty">No surveys yet.</p>
      ) : (
        <table className="table">
          <thead><tr><th scope="col">Question</th><th scope="col">Answers</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Action</span></th></tr></thead>
          <tbody>
            {data.surveys.map((survey) => (
              <tr key={survey.surveyId}>
                <td>{survey.question}</td>
                <td>{survey.answers.join(" · ")}</td>
                <td>{survey.open ? "Open" : "Closed"}</td>
                <td>
                  <button type="button" className="button button-secondary" disabled={switching} onClick={() => void toggle(survey.surveyId, !survey.open)}>
                    {survey.open ? "Close" : "Reopen"}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="survey-form" onSubmit={submit} aria-label="Create a survey">
        <label htmlFor="survey-question">Question</label>
        <input id="survey-question" value={question} onChange={(event) => setQuestion(event.target.value)} required maxLength={300} />
        <label htmlFor="survey-answers">Answers, one per line (2 to 6)</label>
        <textarea id="survey-answers" rows={4} value={answers} onChange={(event) => setAnswers(event.target.value)} required aria-invalid={error !== null} aria-describedby="survey-error" />
        {error && <p id="survey-error" className="field-error" role="alert">{error}</p>}
        <button type="submit" className="button" disabled={creating}>{creating ? "Saving…" : "Create survey"}</button>
      </form>
    </section>
  );
}
