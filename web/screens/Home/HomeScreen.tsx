import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useLocation } from "react-router";
import type { HomeScreenQuery } from "../../__generated__/HomeScreenQuery.graphql.ts";
import { signInUrl } from "../../links.ts";
import { QuestionOfTheDayCard } from "./QuestionOfTheDayCard.tsx";
import { LeaderboardCard } from "./LeaderboardCard.tsx";
import { TrendingLessons } from "./TrendingLessons.tsx";
import { ForYou } from "./ForYou.tsx";
import { SurveyCard } from "./SurveyCard.tsx";
import { ParentLinks } from "../Profile/ParentLinks.tsx";
import { StudentHomePanel } from "./StudentHomePanel.tsx";

export default function HomeScreen() {
  const location = useLocation();
  const data = useLazyLoadQuery<HomeScreenQuery>(
    graphql`
      query HomeScreenQuery {
        viewer { id username email ...QuestionOfTheDayCard_viewer ...ParentLinks_user }
        studentHome { ...StudentHomePanel_home }
        choices { families { family label } }
        questionOfTheDay { ...QuestionOfTheDayCard_question }
        forYou { ...ForYou_forYou }
        openSurvey { ...SurveyCard_survey }
        amc8: leaderboard(family: AMC8, first: 5) { ...LeaderboardCard_entries }
        amc10: leaderboard(family: AMC10, first: 5) { ...LeaderboardCard_entries }
        amc12: leaderboard(family: AMC12, first: 5) { ...LeaderboardCard_entries }
        meAmc8: leaderboardStanding(family: AMC8) { ...LeaderboardCard_standing }
        meAmc10: leaderboardStanding(family: AMC10) { ...LeaderboardCard_standing }
        meAmc12: leaderboardStanding(family: AMC12) { ...LeaderboardCard_standing }
        trendingAmc8: trendingLessons(family: AMC8, first: 5) { ...TrendingLessons_lessons }
        trendingAmc10: trendingLessons(family: AMC10, first: 5) { ...TrendingLessons_lessons }
      }
    `,
    {},
  );
  const signedIn = data.viewer !== null;
  const familyLabel = (family: string) => data.choices.families.find((choice) => choice.family === family)?.label ?? family;
  return (
    <div className="home">
      {data.viewer && data.studentHome ? (
        <StudentHomePanel home={data.studentHome} name={data.viewer.username || data.viewer.email} />
      ) : (
        <section className="hero">
          <h1>Practise for AMC 8, AMC 10, AMC 12 and AIME</h1>
          <p>Timed mock contests, lessons with worked examples, and deliberate practice that meets you at your level.</p>
          <div className="hero-actions">
            <Link className="button" to="/mock-test">Practice AMC Test</Link>
            <Link className="button button-secondary" to="/courses">Browse Courses</Link>
            {!signedIn && <a className="button button-google" href={signInUrl(`/app${location.pathname}${location.search}`)}>Sign In with Google</a>}
          </div>
        </section>
      )}

      {data.viewer && <ParentLinks user={data.viewer} requestsOnly />}

      {data.openSurvey && <SurveyCard survey={data.openSurvey} />}

      <ForYou forYou={data.forYou} />

      <div className="home-grid">
        <div className="home-main">
          {data.questionOfTheDay ? (
            <QuestionOfTheDayCard question={data.questionOfTheDay} viewer={data.viewer ?? null} />
          ) : (
            <section className="card"><h2>Question of the Day</h2><p className="empty">No question today.</p></section>
          )}
          <section className="card">
            <h2>Trending lessons</h2>
            <div className="two-columns">
              <TrendingLessons title={familyLabel("AMC8")} lessons={data.trendingAmc8} />
              <TrendingLessons title={familyLabel("AMC10")} lessons={data.trendingAmc10} />
            </div>
          </section>
        </div>
        <aside className="home-side">
          <LeaderboardCard title={`${familyLabel("AMC8")} leaders`} entries={data.amc8} standing={data.meAmc8} />
          <LeaderboardCard title={`${familyLabel("AMC10")} leaders`} entries={data.amc10} standing={data.meAmc10} />
          <LeaderboardCard title={`${familyLabel("AMC12")} leaders`} entries={data.amc12} standing={data.meAmc12} />
        </aside>
      </div>

      {!signedIn && (
        <section className="cta card">
          <h2>Ready for contest day?</h2>
          <p>Sit a full mock contest under the real time limit and see where you stand.</p>
          <Link className="button" to="/mock-test">Take a mock test</Link>
        </section>
      )}
    </div>
  );
}
