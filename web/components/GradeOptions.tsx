// The school grades a student may have, as <option>s: the list is the server's (Query.choices).
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { GradeOptionsQuery } from "../__generated__/GradeOptionsQuery.graphql.ts";

export function GradeOptions() {
  return (
    <Suspense fallback={null}>
      <Grades />
    </Suspense>
  );
}

function Grades() {
  const { choices } = useLazyLoadQuery<GradeOptionsQuery>(graphql`query GradeOptionsQuery { choices { grades } }`, {}, { fetchPolicy: "store-or-network" });
  return choices.grades.map((grade) => <option key={grade} value={grade}>{grade}</option>);
}
