// The performance dashboard (/app/space?userid=&tab=): the signed-in student's own, or (for a
// parent, teacher or admin) the student named by userid. One query loads every tab; the tab lives
// in the address (see tabs.ts). Visitors get a sign-in card without querying the dashboard,
// which would send them straight to the sign-in provider.
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { DashboardScreenViewerQuery } from "../../__generated__/DashboardScreenViewerQuery.graphql.ts";
import type { DashboardScreenQuery } from "../../__generated__/DashboardScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { ServerError } from "../../relay/environment.ts";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { signInUrl } from "../../links.ts";
import { searchParamsForTab, tabFromParam, type DashboardTab } from "./tabs.ts";
import { OverviewTab } from "./OverviewTab.tsx";
import { StudentAnswers } from "./StudentAnswers.tsx";
import { StudentContests } from "./StudentContests.tsx";
import { PerformanceTab } from "./PerformanceTab.tsx";
import { ReviewTab } from "./ReviewTab.tsx";
import { RatingsTab } from "./RatingsTab.tsx";
import { MasteryTab } from "./MasteryTab.tsx";
import { Email } from "../../components/Email.tsx";

export default function DashboardScreen() {
  // Usually answered from the store (the top bar asked already), so no extra request.
  const { viewer } = useLazyLoadQuery<DashboardScreenViewerQuery>(
    graphql`
      query DashboardScreenViewerQuery {
        viewer { id }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const [params] = useSearchParams();
  const userid = params.get("userid");
  // Keyed by the student so that opening another dashboard after an error tries again.
  return (
    <SignInBoundary viewer={viewer} card={<SignInRequired />}>
      {() => (
        <ScreenError
          key={userid ?? ""}
          title="Error loading performance data"
          action={userid !== null ? <p><Link to="/space">Open your own dashboard</Link></p> : undefined}
        >
          <ErrorBoundary fallback={noAccessOr}>
            <Suspense fallback={<div className="dashboard"><h1>Dashboard</h1><p className="loading card">Loading the dashboard…</p></div>}>
              <Dashboard />
            </Suspense>
          </ErrorBoundary>
        </ScreenError>
      )}
    </SignInBoundary>
  );
}

function SignInRequired() {
  return (
    <div className="dashboard">
      <h1>Dashboard</h1>
      <section className="card dashboard-sign-in" aria-labelledby="dashboard-sign-in-title">
        <h2 id="dashboard-sign-in-title">Sign In Required</h2>
        <p>You need to sign in to view the performance dashboard.</p>
        <p><a className="button button-google" href={signInUrl()}>Sign In with Google</a></p>
      </section>
    </div>
  );
}

/** The server refused this student's dashboard (not linked, or the student has not accepted yet): a card, not an error panel. */
function noAccessOr(error: Error) {
  if (!(error instanceof ServerError && error.code === "FORBIDDEN")) throw error;
  return (
    <div className="dashboard">
      <h1>Dashboard</h1>
      <section className="card dashboard-sign-in" aria-labelledby="dashboard-no-access-title">
        <h2 id="dashboard-no-access-title">No Access</h2>
        <p>You can see a student's dashboard once they have accepted your request. Add the student on your profile; they accept it on theirs.</p>
        <p><Link to="/user">Go to your profile</Link> · <Link to="/space">Open your own dashboard</Link></p>
      </section>
    </div>
  );
}

function userIdFrom(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const userId = Number(value);
  if (!Number.isInteger(userId) || userId < 1) throw new Error(`Invalid user id: ${value}`);
  return userId;
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get("tab"));
  const userId = userIdFrom(params.get("userid"));
  const { dashboard } = useLazyLoadQuery<DashboardScreenQuery>(
    graphql`
      query DashboardScreenQuery($userId: Int) {
        dashboard(userId: $userId) {
          student { userId username email ...StudentAnswers_user ...StudentContests_user }
          reviewCount
          ...OverviewTab_dashboard
          ...PerformanceTab_dashboard
          ...ReviewTab_dashboard
          ...RatingsTab_dashboard
          ...MasteryTab_dashboard
        }
      }
    `,
    { userId },
  );
  const tabs: { tab: DashboardTab; label: string }[] = [
    { tab: "overview", label: "Test Results" },
    { tab: "performance", label: "Performance Over Time" },
    { tab: "review", label: `Review Work (${dashboard.reviewCount})` },
    { tab: "ratings", label: "Ratings" },
    { tab: "amc-mastery", label: "All AMC Questions" },
  ];
  const { student } = dashboard;
  return (
    <div className="dashboard" data-student-id={student.userId}>
      <header className="dashboard-header">
        <h1>Dashboard</h1>
        <p className="dashboard-student">
          <span className="dashboard-student-name">{student.username || student.email}</span>
          {student.username && <span className="muted"> · <Email address={student.email} /></span>}
        </p>
      </header>
      <div role="tablist" aria-label="Dashboard sections" className="tabs dashboard-tabs">
        {tabs.map((entry) => (
          <button
            key={entry.tab}
            id={`dashboard-tab-${entry.tab}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.tab}
            aria-controls="dashboard-panel"
            onClick={() => setParams(searchParamsForTab(params, entry.tab))}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="dashboard-panel" aria-labelledby={`dashboard-tab-${tab}`} className="dashboard-panel">
        {tab === "overview" && (
          <>
            <OverviewTab dashboard={dashboard} />
            {/* The result pages are the student's own: linked on their own dashboard, not on a parent's view. */}
            <StudentContests user={student} linkResults={userId === null} />
            <StudentAnswers user={student} />
          </>
        )}
        {tab === "performance" && <PerformanceTab dashboard={dashboard} />}
        {tab === "review" && <ReviewTab dashboard={dashboard} />}
        {tab === "ratings" && <RatingsTab dashboard={dashboard} />}
        {tab === "amc-mastery" && <MasteryTab dashboard={dashboard} />}
      </div>
    </div>
  );
}
