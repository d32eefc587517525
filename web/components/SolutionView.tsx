import { graphql, useFragment } from "react-relay";
import type { SolutionView_question$key } from "../__generated__/SolutionView_question.graphql.ts";
import { MathHtml } from "./MathHtml.tsx";

/** The answer and worked solution; the server sends them only once the viewer may see them. */
export function SolutionView(props: { question: SolutionView_question$key }) {
  const { reveal } = useFragment(
    graphql`
      fragment SolutionView_question on Question {
        reveal { answer solutionText solutionHtml solutionUrl solutionVideos }
      }
    `,
    props.question,
  );
  if (!reveal) return null;
  return (
    <section className="solution" aria-label="Solution">
      <p className="solution-answer">Answer: <strong>{reveal.answer}</strong></p>
      {reveal.solutionHtml ? <MathHtml html={reveal.solutionHtml} /> : reveal.solutionText && <p>{reveal.solutionText}</p>}
      {reveal.solutionUrl && <p><a href={reveal.solutionUrl} target="_blank" rel="noreferrer">Full solution</a></p>}
      {reveal.solutionVideos.length > 0 && (
        <ul className="plain-list">
          {reveal.solutionVideos.map((video) => <li key={video}><a href={video} target="_blank" rel="noreferrer">Video solution</a></li>)}
        </ul>
      )}
    </section>
  );
}
