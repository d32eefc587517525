// The notes as students will read them: the server's own conversion ($…$ to \(…\), HTML cleaned,
// the same one a save applies), typeset by KaTeX, a moment after typing stops.
import { useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { NotesPreviewQuery } from "../../__generated__/NotesPreviewQuery.graphql.ts";
import { MathHtml } from "../../components/MathHtml.tsx";

const previewQuery = graphql`
  query NotesPreviewQuery($html: String!) {
    questionPreview(problemHtml: $html, isMultipleChoice: false) { problemHtml }
  }
`;

export function NotesPreview({ notesHtml }: { notesHtml: string }) {
  const environment = useRelayEnvironment();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (notesHtml.trim() === "") return setShown(null);
    const timer = setTimeout(() => {
      fetchQuery<NotesPreviewQuery>(environment, previewQuery, { html: notesHtml }).subscribe({
        next: (data) => setShown(data.questionPreview.problemHtml ?? null),
        error: () => setShown(null),
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [environment, notesHtml]);
  return (
    <section className="card question-preview notes-preview" aria-labelledby="notes-preview-title">
      <h2 id="notes-preview-title">Notes preview</h2>
      {shown ? <MathHtml html={shown} className="math-html lesson-notes" /> : <p className="empty">The notes appear here as you type.</p>}
    </section>
  );
}
