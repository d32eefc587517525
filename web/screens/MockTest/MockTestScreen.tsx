// The mock test chooser: one card per competition (years, test takers, top takers, the family's
// top 5) and the overall leaderboards (10 each). One request: the cards' mini leaderboards are
// the first 5 of the family's overall board (the order is total, so they are the same students).
import { graphql, useLazyLoadQuery } from "react-relay";
import type { MockTestScreenQuery } from "../../__generated__/MockTestScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { LeaderboardCard } from "../Home/LeaderboardCard.tsx";
import { MockTestCard } from "./MockTestCard.tsx";

const MINI_LEADERBOARD = 5;

export default function MockTestScreen() {
  return (
    <ScreenError
      title="Error loading mock tests"
      action={<p className="muted">The server may not be deployed with the latest changes. Please try again later.</p>}
    >
      <MockTests />
    </ScreenError>
  );
}

function MockTests() {
  const data = useLazyLoadQuery<MockTestScreenQuery>(
    graphql`
      query MockTestScreenQuery {
        choices { families { family label } }
        mockTests { name family ...MockTestCard_mockTest }
        amc8: leaderboard(family: AMC8, first: 10) { ...LeaderboardCard_entries ...MockTestCard_leaders }
        amc10: leaderboard(family: AMC10, first: 10) { ...LeaderboardCard_entries ...MockTestCard_leaders }
        amc12: leaderboard(family: AMC12, first: 10) { ...LeaderboardCard_entries ...MockTestCard_leaders }
        aime: leaderboard(family: AIME, first: 10) { ...LeaderboardCard_entries ...MockTestCard_leaders }
        meAmc8: leaderboardStanding(family: AMC8) { ...LeaderboardCard_standing }
        meAmc10: leaderboardStanding(family: AMC10) { ...LeaderboardCard_standing }
        meAmc12: leaderboardStanding(family: AMC12) { ...LeaderboardCard_standing }
        meAime: leaderboardStanding(family: AIME) { ...LeaderboardCard_standing }
      }
    `,
    {},
  );
  const boards = { AMC8: data.amc8, AMC10: data.amc10, AMC12: data.amc12, AIME: data.aime } as const;
  const boardOf = (family: string) => (family in boards ? boards[family as keyof typeof boards] : []);
  const standings = { AMC8: data.meAmc8, AMC10: data.meAmc10, AMC12: data.meAmc12, AIME: data.meAime } as const;
  const standingOf = (family: string) => (family in standings ? standings[family as keyof typeof standings] : null);
  return (
    <div className="mock-tests">
      <h1>AMC Tests</h1>
      <p className="muted learn-lead">
        Sit a contest under its real time limit. Your first submission of each contest counts towards your rating.
      </p>
      {data.mockTests.length === 0 ? (
        <p className="empty card">No mock tests available at this time. Please check back later.</p>
      ) : (
        <div className="mock-grid">
          {data.mockTests.map((test) => {
            return <MockTestCard key={test.name} mockTest={test} leaders={boardOf(test.family).slice(0, MINI_LEADERBOARD)} />;
          })}
        </div>
      )}
      <section className="overall-boards" aria-labelledby="overall-boards-title">
        <h2 id="overall-boards-title">Overall leaderboards</h2>
        <div className="overall-boards-grid">
          {data.choices.families.map(({ family, label }) => <LeaderboardCard key={family} title={label} entries={boardOf(family)} standing={standingOf(family)} />)}
        </div>
      </section>
    </div>
  );
}
