// The mock test chooser: one card per competition (years, test takers, top takers, the family's
// top 5) and the overall leaderboards (10 each, Show more for the next 10). One request: the
// cards' mini leaderboards are the first 5 of the family's board (Leaderboard.entries).
import { graphql, useLazyLoadQuery } from "react-relay";
import type { MockTestScreenQuery } from "../../__generated__/MockTestScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { OverallLeaderboard } from "./OverallLeaderboard.tsx";
import { MockTestCard } from "./MockTestCard.tsx";

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
        mockTests { name family ...MockTestCard_mockTest }
        leaderboards {
          family
          top: entries(first: 5) { edges { node { ...MockTestCard_leaders } } }
          ...OverallLeaderboard_leaderboard
        }
        meAmc8: leaderboardStanding(family: AMC8) { ...LeaderboardCard_standing }
        meAmc10: leaderboardStanding(family: AMC10) { ...LeaderboardCard_standing }
        meAmc12: leaderboardStanding(family: AMC12) { ...LeaderboardCard_standing }
        meAime: leaderboardStanding(family: AIME) { ...LeaderboardCard_standing }
      }
    `,
    {},
  );
  const leadersOf = (family: string) => data.leaderboards.find((board) => board.family === family)?.top.edges.map((edge) => edge.node) ?? [];
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
            return <MockTestCard key={test.name} mockTest={test} leaders={leadersOf(test.family)} />;
          })}
        </div>
      )}
      <section className="overall-boards" aria-labelledby="overall-boards-title">
        <h2 id="overall-boards-title">Overall leaderboards</h2>
        <div className="overall-boards-grid">
          {data.leaderboards.map((board) => <OverallLeaderboard key={board.family} leaderboard={board} standing={standingOf(board.family) ?? null} />)}
        </div>
      </section>
    </div>
  );
}
