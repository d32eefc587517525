// An open survey the signed-in student has not answered: one vote, then a thank-you.
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { SurveyCard_survey$key } from "../../__generated__/SurveyCard_survey.graphql.ts";
import type { SurveyCardVoteMutation } from "../../__generated__/SurveyCardVoteMutation.graphql.ts";
import { inputErrorOf, useMutationAsync } from "../../relay/useMutationAsync.ts";

export function SurveyCard(props: { survey: SurveyCard_survey$key }) {
  const survey = useFragment(
    graphql`
      fragment SurveyCard_survey on Survey {
        surveyId
        question
        answers
      }
    `,
    props.survey,
  );
  const [vote, voting] = useMutationAsync<SurveyCardVoteMutation>(graphql`
    mutation SurveyCardVoteMutation($surveyId: Int!, $answer: String!) {
      voteInSurvey(surveyId: $surveyId, answer: $answer) {
        __typename
        ... on InputError { message }
      }
    }
  `);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function choose(answer: string) {
    try {
      const error = inputErrorOf((await vote({ surveyId: survey.surveyId, answer })).voteInSurvey);
      setMessage(error);
      setDone(error === null);
    } catch (failure) {
      setMessage((failure as Error).message || "An error occurred");
    }
  }

  return (
    <section className="card survey-card" aria-labelledby="survey-card-title">
      <h2 id="survey-card-title">Quick question</h2>
      <p>{survey.question}</p>
      {done ? (
        <p role="status">Thank you for answering.</p>
      ) : (
        <div className="survey-answers" role="group" aria-label={survey.question}>
          {survey.answers.map((answer) => (
            <button type="button" className="button button-secondary" key={answer} disabled={voting} onClick={() => void choose(answer)}>
              {answer}
            </button>
          ))}
        </div>
      )}
      {message && <p className="field-error" role="alert">{message}</p>}
    </section>
  );
}
