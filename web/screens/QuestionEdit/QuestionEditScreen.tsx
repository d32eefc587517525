// /question/{id}/edit: the admin question editor. Others see the spec's access message; the
// server refuses their saves as well (403).
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useParams } from "react-router";
import type { QuestionEditScreenQuery } from "../../__generated__/QuestionEditScreenQuery.graphql.ts";
import { signInUrl } from "../../links.ts";
import { QuestionEditor } from "./QuestionEditor.tsx";

export default function QuestionEditScreen() {
  const { id } = useParams();
  // A restored revision reloads the editor with the restored fields.
  const [version, setVersion] = useState(0);
  const { viewer } = useLazyLoadQuery<QuestionEditScreenQuery>(
    graphql`
      query QuestionEditScreenQuery {
        viewer { isAdmin }
      }
    `,
    {},
  );
  // Visitors see the same message as other non-admins, with the way to sign in.
  if (!viewer?.isAdmin) {
    return (
      <section className="card error" role="alert">
        <h1>Edit Question</h1>
        <p>Access Restricted: This page is only available to administrators.</p>
        {!viewer && <p><a href={signInUrl()}>Sign In</a></p>}
      </section>
    );
  }
  const questionId = Number(id);
  if (!/^\d+$/.test(id ?? "") || questionId > 2 ** 31 - 1) {
    return (
      <section className="card error" role="alert">
        <h1>Invalid question id</h1>
      </section>
    );
  }
  return <QuestionEditor key={version} questionId={questionId} fetchKey={version} onRestored={() => setVersion(version + 1)} />;
}
