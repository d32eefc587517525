// Random practice (/app/random): Practice New or Review, filtered by one competition and one
// topic (and, in Review, by how many days back mistakes count). One question at a time.
import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { RandomScreenChoicesQuery } from "../../__generated__/RandomScreenChoicesQuery.graphql.ts";
import type { RandomScreenViewerQuery } from "../../__generated__/RandomScreenViewerQuery.graphql.ts";
import { signInUrl } from "../../links.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { filtersKey, type Filters } from "./filters.ts";
import { RandomPractice } from "./RandomPractice.tsx";
import { SimilarPractice } from "./SimilarPractice.tsx";

const MODES = [
  { mode: "NEW", label: "Practice New" },
  { mode: "REVIEW", label: "Review" },
] as const;

export default function RandomScreen() {
  // Usually answered from the store (the top bar asked already), so no extra request. Visitors
  // get a sign-in card instead of a practice query, which would send them straight to sign in.
  const { viewer } = useLazyLoadQuery<RandomScreenViewerQuery>(
    graphql`
      query RandomScreenViewerQuery {
        viewer { id }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const card = (
    <div className="random-practice">
      <header className="random-header"><h1>Practice</h1></header>
      <section className="card empty-state" role="status">
        <p>Sign in to practise new problems and review your mistakes.</p>
        <p><a className="button" href={signInUrl()}>Sign In</a></p>
      </section>
    </div>
  );
  const similarTo = Number(useSearchParams()[0].get("similar"));
  return (
    <SignInBoundary viewer={viewer} card={card}>
      {() => (Number.isInteger(similarTo) && similarTo > 0 ? <SimilarPracticeRound questionId={similarTo} /> : <SignedInPractice />)}
    </SignInBoundary>
  );
}

function SimilarPracticeRound(props: { questionId: number }) {
  const upgrade = <p><Link className="button button-premium" to="/checkout">Upgrade to Premium</Link></p>;
  return (
    <div className="random-practice">
      <header className="random-header">
        <h1>Practice Similar Problems</h1>
        <p className="muted">
          Problems like <Link to={`/question/${props.questionId}`}>the one you were on</Link>, closest in difficulty first.
        </p>
      </header>
      <ScreenError title="Practice Similar Problems is for premium members" action={upgrade}>
        <Suspense fallback={<p className="loading card">Loading a problem…</p>}>
          <SimilarPractice questionId={props.questionId} />
        </Suspense>
      </ScreenError>
    </div>
  );
}

function SignedInPractice() {
  // The filters the server offers, with its names for them.
  const { choices } = useLazyLoadQuery<RandomScreenChoicesQuery>(
    graphql`
      query RandomScreenChoicesQuery {
        choices { competitionChoices { name label } topics { topic label } reviewDays defaultReviewDays }
      }
    `,
    {},
  );
  const { competitionChoices, topics, reviewDays, defaultReviewDays } = choices;
  const [searchParams] = useSearchParams();
  const initialMode = searchParams.get("mode") === "review" ? "REVIEW" : "NEW";
  const [filters, setFilters] = useState<Filters>({ mode: initialMode, competition: null, topic: null, reviewDays: defaultReviewDays });
  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  const dayIndex = Math.max(0, reviewDays.indexOf(filters.reviewDays));
  const retry = <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>Try again</button>;

  return (
    <div className="random-practice">
      <header className="random-header">
        <h1>Practice</h1>
        <p className="muted">Deliberate practice, one problem at a time: new problems near your level, or a review of past mistakes.</p>
      </header>
      <div role="tablist" aria-label="Practice mode" className="tabs random-tabs">
        {MODES.map(({ mode, label }) => (
          <button key={mode} id={`random-tab-${mode}`} role="tab" type="button" aria-selected={filters.mode === mode} aria-controls="random-panel" onClick={() => update({ mode })}>
            {label}
          </button>
        ))}
      </div>
      <section className="card random-filters" aria-label="Filters">
        <div className="random-filter-row" role="group" aria-label="Competition">
          <span className="random-filter-label">Competition</span>
          {competitionChoices.map(({ name, label }) => (
            <button
              key={name}
              type="button"
              className="filter-badge"
              aria-pressed={filters.competition === name}
              onClick={() => update({ competition: filters.competition === name ? null : name })}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="random-filter-row" role="group" aria-label="Topic">
          <span className="random-filter-label">Topic</span>
          {topics.map(({ topic, label }) => (
            <button
              key={topic}
              type="button"
              className="filter-badge"
              aria-pressed={filters.topic === topic}
              onClick={() => update({ topic: filters.topic === topic ? null : topic })}
            >
              {label}
            </button>
          ))}
        </div>
        {filters.mode === "REVIEW" && (
          <div className="random-filter-row random-days">
            <label htmlFor="review-days" className="random-filter-label">Review days</label>
            <input
              id="review-days"
              type="range"
              min={0}
              max={reviewDays.length - 1}
              step={1}
              value={dayIndex}
              aria-valuetext={`${reviewDays[dayIndex]} days`}
              onChange={(event) => update({ reviewDays: reviewDays[Number(event.target.value)] ?? defaultReviewDays })}
            />
            <output htmlFor="review-days" className="random-days-value">Mistakes from the last {reviewDays[dayIndex]} days</output>
          </div>
        )}
      </section>
      <div role="tabpanel" id="random-panel" aria-labelledby={`random-tab-${filters.mode}`}>
        <ScreenError title="Unable to load a practice problem" action={retry}>
          <Suspense fallback={<p className="loading card">Loading a problem…</p>}>
            <RandomPractice key={filtersKey(filters)} filters={filters} />
          </Suspense>
        </ScreenError>
      </div>
    </div>
  );
}
