// The live preview of the add-question form and the question editor: the server turns the
// statement into what a save would store (math rewritten, HTML cleaned, choices read off
// (A)…(E)), and it is shown with KaTeX as students will see it.
import { useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { QuestionPreviewQuery, QuestionPreviewQuery$data } from "../../__generated__/QuestionPreviewQuery.graphql.ts";
import { CHOICE_LETTERS } from "../../components/QuestionStatement.tsx";
import { MathHtml } from "../../components/MathHtml.tsx";

const previewQuery = graphql`
  query QuestionPreviewQuery($problemHtml: String!, $isMultipleChoice: Boolean!) {
    questionPreview(problemHtml: $problemHtml, isMultipleChoice: $isMultipleChoice) { problemHtml choices }
  }
`;

export function QuestionPreview(props: {
  text: string;
  problemHtml: string;
  isMultipleChoice: boolean;
  choices?: readonly string[];
  image?: File | null;
}) {
  const environment = useRelayEnvironment();
  const [preview, setPreview] = useState<QuestionPreviewQuery$data["questionPreview"] | null>(null);
  const { problemHtml, isMultipleChoice } = props;
  useEffect(() => {
    if (problemHtml.trim() === "") return setPreview(null);
    const timer = setTimeout(() => {
      fetchQuery<QuestionPreviewQuery>(environment, previewQuery, { problemHtml, isMultipleChoice }).subscribe({
        next: (data) => setPreview(data.questionPreview),
        error: () => setPreview(null),
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [environment, problemHtml, isMultipleChoice]);

  const [imageUrl, setImageUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!props.image) return setImageUrl(null);
    const url = URL.createObjectURL(props.image);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [props.image]);

  const given = (props.choices ?? []).filter((choice) => choice.trim() !== "");
  // Five typed choices are shown as typed (text, not HTML); otherwise the server's reading.
  const typed = given.length === 5;
  const choices = typed ? given : (preview?.choices ?? []);
  const statement = problemHtml.trim() !== "" ? preview?.problemHtml : null;
  return (
    <section className="card question-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      {statement ? <MathHtml html={statement} /> : props.text.trim() ? <p>{props.text}</p> : !imageUrl && <p className="empty">The question appears here as you type.</p>}
      {imageUrl && <img className="question-image" src={imageUrl} alt="Figure for the problem" />}
      {isMultipleChoice && choices.length > 0 && (
        <ol className="choices" aria-label="Choices">
          {choices.map((choice, index) => (
            <li key={CHOICE_LETTERS[index]}>
              <span className="choice-letter">({CHOICE_LETTERS[index]})</span> {typed ? <MathHtml text={choice} inline /> : <MathHtml html={choice} inline />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
