// The <option>s of selects whose lists are the server's (Query.choices): school grades,
// difficulty levels, competitions, topics with the product's names. One query, kept in the store, serves them all.
// It suspends the screen until the lists are there, so a select's value always finds its option.
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ChoiceOptionsQuery } from "../__generated__/ChoiceOptionsQuery.graphql.ts";

type List = "grades" | "difficultyLevels" | "competitions" | "topics";

/** The options of one server-owned list. */
export function ChoiceOptions(props: { list: List }) {
  const { choices } = useLazyLoadQuery<ChoiceOptionsQuery>(
    graphql`
      query ChoiceOptionsQuery {
        choices { grades difficultyLevels competitionChoices { name label } topics { topic label } }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  if (props.list === "grades") return choices.grades.map((grade) => <option key={grade} value={grade}>{grade}</option>);
  if (props.list === "difficultyLevels") return choices.difficultyLevels.map((level) => <option key={level} value={level}>{level}</option>);
  if (props.list === "competitions") return choices.competitionChoices.map(({ name, label }) => <option key={name} value={name}>{label}</option>);
  return choices.topics.map(({ topic, label }) => <option key={topic} value={topic}>{label}</option>);
}
