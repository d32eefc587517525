// Finding questions to add to a section: an id, a competition ("AMC_10A 2021 5") or words of the
// statement; the server reads the box (domain/contentRules.ts readSearch) and pages the results.
import { type FormEvent, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { QuestionSearchQuery } from "../../__generated__/QuestionSearchQuery.graphql.ts";
import { MathHtml } from "../../components/MathHtml.tsx";
import { questionTitle } from "../Question/questionTitle.ts";

export type FoundQuestion = { questionId: number; title: string };

const searchQuery = graphql`
  query QuestionSearchQuery($query: String!) {
    questionSearch(query: $query, first: 20) {
      edges { node { questionId problemNumber problemHtml competition { title } } }
    }
  }
`;

type Results = QuestionSearchQuery["response"]["questionSearch"]["edges"];

export function QuestionSearch({ onAdd }: { onAdd: (found: FoundQuestion) => void }) {
  const environment = useRelayEnvironment();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Results | null>(null);
  const [failed, setFailed] = useState(false);

  function search(event: FormEvent) {
    event.preventDefault();
    fetchQuery<QuestionSearchQuery>(environment, searchQuery, { query }, { fetchPolicy: "network-only" }).subscribe({
      next: (data) => {
        setFailed(false);
        setResults(data.questionSearch.edges);
      },
      error: () => setFailed(true),
    });
  }

  return (
    <section className="card question-search" aria-labelledby="question-search-title">
      <h2 id="question-search-title">Add questions</h2>
      <form role="search" onSubmit={search} className="inline-add">
        <label htmlFor="question-search">Find a question</label>
        <input id="question-search" value={query} placeholder="AMC_8 2020 5, an id, or words" onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className="button button-secondary">Search</button>
      </form>
      {failed && <p className="error" role="alert">The search failed. Please try again.</p>}
      {results && results.length === 0 && <p className="empty" role="status">No questions found.</p>}
      {results && results.length > 0 && (
        <ul className="search-results" aria-label="Search results">
          {results.map(({ node }) => {
            const title = questionTitle(node);
            return (
              <li key={node.questionId}>
                <div className="search-result-head">
                  <strong>{title}</strong>
                  <button type="button" className="button button-small" aria-label={`Add ${title}`} onClick={() => onAdd({ questionId: node.questionId, title })}>Add</button>
                </div>
                <MathHtml html={node.problemHtml} className="math-html search-snippet" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
