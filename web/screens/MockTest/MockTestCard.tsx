import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { MockTestCard_mockTest$key } from "../../__generated__/MockTestCard_mockTest.graphql.ts";
import type { MockTestCard_leaders$key } from "../../__generated__/MockTestCard_leaders.graphql.ts";
import { LeaderboardTable } from "../../components/LeaderboardTable.tsx";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** One competition: choose a year and take it; who took it and who leads its family. */
export function MockTestCard(props: { mockTest: MockTestCard_mockTest$key; leaders: MockTestCard_leaders$key }) {
  const test = useFragment(
    graphql`
      fragment MockTestCard_mockTest on MockTest {
        name
        label
        familyLabel
        years
        testTakers
        topTakers { name score year }
      }
    `,
    props.mockTest,
  );
  const leaders = useFragment(
    graphql`
      fragment MockTestCard_leaders on LeaderboardEntry @relay(plural: true) {
        rank
        userId
        username
        rating
        isDemo
      }
    `,
    props.leaders,
  );
  const navigate = useNavigate();
  const [year, setYear] = useState("");
  const selectId = useId();
  const { label, familyLabel: family } = test;

  function takeTest() {
    if (!year) {
      window.alert("Please select a year first");
      return;
    }
    navigate(`/contest/${test.name}/${year}`);
  }

  return (
    <section className="card mock-card" aria-label={label}>
      <header className="mock-card-header">
        <h2>{label}</h2>
        <span className="badge">{plural(test.testTakers, "test taker")}</span>
      </header>
      <div className="mock-take">
        <label htmlFor={selectId}>Year</label>
        <select id={selectId} value={year} onChange={(event) => setYear(event.target.value)}>
          <option value="">Select a year</option>
          {test.years.map((option) => (
            <option key={option} value={option}>{option}</option>
          ))}
        </select>
        <button type="button" className="button" onClick={takeTest}>Take the Test</button>
      </div>
      <div className="mock-card-columns">
        <div>
          <h3>Top test takers</h3>
          {test.topTakers.length === 0 ? (
            <p className="empty">No one has taken it yet</p>
          ) : (
            <ol className="top-takers">
              {test.topTakers.map((taker, index) => (
                <li key={`${taker.name}-${index}`}>
                  <span className="top-taker-name">{taker.name}</span>{" "}
                  <span className="muted">{formatScore(taker.score)} pts · {taker.year}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="mini-leaderboard">
          <h3>{family} leaderboard</h3>
          <LeaderboardTable entries={leaders} rankLabel="#" />
        </div>
      </div>
    </section>
  );
}
