import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ForYou_forYou$key } from "../../__generated__/ForYou_forYou.graphql.ts";

export function ForYou(props: { forYou: ForYou_forYou$key }) {
  const forYou = useFragment(
    graphql`
      fragment ForYou_forYou on ForYou {
        requiresLogin
        contests {
          contestId
          label
          enabled
          requiredAnswers
          unlocked
          own
          practiceRating
          lessons { lessonId name competitionName wrong correct attempts correctRate }
        }
      }
    `,
    props.forYou,
  );
  // Opens on the student's own family (by grade and ratings), else the first one open.
  const opening = forYou.contests.find((contest) => contest.enabled && contest.own) ?? forYou.contests.find((contest) => contest.enabled);
  const [selected, setSelected] = useState(opening?.contestId ?? null);
  const current = forYou.contests.find((contest) => contest.contestId === selected);
  return (
    <section className="card for-you">
      <h2>For You</h2>
      <div role="tablist" className="tabs">
        {forYou.contests.map((contest) => (
          <button
            type="button"
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
      {current?.practiceRating != null && (
        <p className="muted for-you-rating">Practice rating in {current.label}: <strong>{current.practiceRating}</strong></p>
      )}
      {forYou.requiresLogin ? (
        <p className="empty">Sign in to get lessons picked for you from your own answers.</p>
      ) : !current ? null : !current.unlocked ? (
        <p className="empty">
          Practice at least {current.requiredAnswers} problems in {current.label} to unlock recommendations.
        </p>
      ) : current.lessons.length === 0 ? (
        <p className="empty">Great work! No additional recommendations at the moment.</p>
      ) : (
        // The tab panel holds the list, so the list keeps its list role (and its items their place in it).
        <div role="tabpanel" aria-label={`Recommended ${current.label} lessons`}>
          <ul className="recommendations">
            {current.lessons.map((lesson) => {
              const rate = Math.round(lesson.correctRate * 100);
              return (
                <li key={lesson.lessonId} className="recommendation">
                  <Link className="recommendation-name" to={`/section-notes?id=${lesson.lessonId}`}>
                    {lesson.name}
                  </Link>
                  <span className="muted recommendation-contest">{lesson.competitionName}</span>
                  <dl className="recommendation-counts">
                    <div>
                      <dt>Wrong</dt>
                      <dd>{lesson.wrong}</dd>
                    </div>
                    <div>
                      <dt>Correct</dt>
                      <dd>{lesson.correct}</dd>
                    </div>
                    <div>
                      <dt>Attempts</dt>
                      <dd>{lesson.attempts}</dd>
                    </div>
                  </dl>
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label={`${lesson.name} correct rate`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={rate}
                  >
                    <span style={{ width: `${Math.max(4, rate)}%` }} />
                  </div>
                  <span className="muted progress-label">{lesson.attempts === 0 ? "Not started yet" : `${rate}% correct`}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
