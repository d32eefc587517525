// A submitted contest's result at its own address, /app/result/{submissionId} (the /result form
// post redirects here, so a reload or a bookmark shows it again without posting). What may be
// shown is the server's: contestResult is null for anyone but the submitter (or, for an anonymous
// sitting, whoever has the address), and the answer key only goes to the signed-in submitter.
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { ResultScreenQuery } from "../../__generated__/ResultScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { signInUrl } from "../../links.ts";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { ResultAnswers } from "./ResultAnswers.tsx";
import { ResultSummary } from "./ResultSummary.tsx";

const BACK = <p><Link to="/mock-test">Back to AMC Tests</Link></p>;

export default function ResultScreen() {
  const params = useParams();
  return (
    <ScreenError title="Error loading result" action={BACK}>
      <Result id={params.id ?? ""} />
    </ScreenError>
  );
}

function Result(props: { id: string }) {
  if (!/^\d{1,9}$/.test(props.id)) throw new Error(`"${props.id}" is not a contest result.`);
  const { contestResult: result } = useLazyLoadQuery<ResultScreenQuery>(
    graphql`
      query ResultScreenQuery($submissionId: Int!) {
        contestResult(submissionId: $submissionId) {
          title
          answerKeyShown
          ...ResultSummary_result
          ...ResultAnswers_result
        }
      }
    `,
    { submissionId: Number(props.id) },
  );
  useDocumentTitle(result ? `${result.title} results` : "Result not found");
  if (!result) {
    throw new Error("There is no contest result at this address for you: results are shown to the student who submitted them. Sign in with that account to see it.");
  }
  return (
    <div className="result-page">
      <h1>{result.title} results</h1>
      <ResultSummary result={result} />
      {!result.answerKeyShown && (
        <p className="card notice">
          Sign in to see the answer key after your contests. <a className="button" href={signInUrl("/app/mock-test")}>Sign in</a>
        </p>
      )}
      <ResultAnswers result={result} />
      <p className="card-actions">
        <Link className="button" to="/mock-test">Back to AMC Tests</Link>
        <Link className="button button-secondary" to="/space?tab=ratings">Your ratings</Link>
      </p>
    </div>
  );
}
