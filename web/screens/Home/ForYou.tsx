import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ForYou_forYou$key } from "../../__generated__/ForYou_forYou.graphql.ts";

export function ForYou(props: { forYou: ForYou_forYou$key }) {
  const forYou = useFragment(
    graphql`
      fragment ForYou_forYou on ForYou {
        requiresLogin
        contests { contestId label enabled requiredAnswers }
      }
    `,
    props.forYou,
  );
  const [selected, setSelected] = useState(forYou.contests.find((contest) => contest.enabled)?.contestId ?? null);
  const current = forYou.contests.find((contest) => contest.contestId === selected);
  return (
    <section className="card for-you">
      <h2>For You</h2>
      <div role="tablist" className="tabs">
        {forYou.contests.map((contest) => (
          <button
            key={contest.contestId}
            role="tab"
            aria-selected={contest.contestId === selected}
            disabled={!contest.enabled}
            onClick={() => setSelected(contest.contestId)}
          >
            {contest.label}
          </button>
        ))}
      </div>
      {forYou.requiresLogin ? (
        <p className="empty">Sign in to get lessons picked for you from your own answers.</p>
      ) : current ? (
        <p className="empty">
          Practice at least {current.requiredAnswers} problems in {current.label} to unlock recommendations.
        </p>
      ) : null}
    </section>
  );
}
