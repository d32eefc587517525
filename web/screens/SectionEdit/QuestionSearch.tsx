// Finding questions to add to a section: an id, a competition ("AMC_10A 2021 5") or words of the
// statement; the server reads the box (domain/contentRules.ts readSearch) and pages the results:
// the first 20, and "Show more" for the next 20 (Query.questionSearch, a connection).
import { type FormEvent, Suspense, useState } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { QuestionSearchQuery } from "../../__generated__/QuestionSearchQuery.graphql.ts";
import type { QuestionSearch_results$key } from "../../__generated__/QuestionSearch_results.graphql.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { MathHtml } from "../../components/MathHtml.tsx";
import { questionTitle } from "../Question/questionTitle.ts";
import { ShowMore } from "../../components/ShowMore.tsx";

export type FoundQuestion = { questionId: number; title: string };

/** Results a page: the first comes with the search, each Show more adds as many. */
const RESULTS_PAGE = 20;

export function QuestionSearch({ onAdd }: { onAdd: (found: FoundQuestion) => void }) {
  const [query, setQuery] = useState("");
  // The search sent, and a count that makes Search ask again for the same words.
  const [sent, setSent] = useState<{ query: string; times: number } | null>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    setSent((previous) => ({ query, times: (previous?.times ?? 0) + 1 }));
  }

  return (
    <section className="card question-search" aria-labelledby="question-search-title">
      <h2 id="question-search-title">Add questions</h2>
      <form role="search" onSubmit={search} className="inline-add">
        <label htmlFor="question-search">Find a question</label>
        <input id="question-search" value={query} placeholder="AMC_8 2020 5, an id, or words" onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className="button button-secondary">Search</button>
      </form>
      {sent && (
        <ErrorBoundary key={`${sent.query}#${sent.times}`} fallback={() => <p className="error" role="alert">The search failed. Please try again.</p>}>
          <Suspense fallback={<p className="muted" role="status">Searching…</p>}>
            <SearchResults query={sent.query} fetchKey={sent.times} onAdd={onAdd} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

function SearchResults(props: { query: string; fetchKey: number; onAdd: (found: FoundQuestion) => void }) {
  const data = useLazyLoadQuery<QuestionSearchQuery>(
    graphql`
      query QuestionSearchQuery($query: String!) {
        ...QuestionSearch_results @arguments(query: $query)
      }
    `,
    { query: props.query },
    { fetchPolicy: "network-only", fetchKey: props.fetchKey },
  );
  const { data: results, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment QuestionSearch_results on Query
      @refetchable(queryName: "QuestionSearchPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        questionSearch(query: $query, first: $count, after: $cursor) @connection(key: "QuestionSearch_questionSearch") {
          totalCount
          edges { node { questionId problemNumber problemHtml competition { title } } }
        }
      }
    `,
    data as QuestionSearch_results$key,
  );
  const found = results.questionSearch.edges.map((edge) => edge.node);
  if (found.length === 0) return <p className="empty" role="status">No questions found.</p>;
  return (
    <>
      <ul className="search-results" aria-label="Search results">
        {found.map((node) => {
          const title = questionTitle(node);
          return (
            <li key={node.questionId}>
              <div className="search-result-head">
                <strong>{title}</strong>
                <button type="button" className="button button-small" aria-label={`Add ${title}`} onClick={() => props.onAdd({ questionId: node.questionId, title })}>Add</button>
              </div>
              <MathHtml html={node.problemHtml} className="math-html search-snippet" />
            </li>
          );
        })}
      </ul>
      <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} onShowMore={() => loadNext(RESULTS_PAGE)} label={`Show more (${found.length} of ${results.questionSearch.totalCount})`} />
    </>
  );
}
