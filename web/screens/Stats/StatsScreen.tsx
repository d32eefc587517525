// /stats: usage statistics for admins. Signed-in non-admins go to the home page; a refused
// statistics query (403) shows the spec's admin-access message, anything else its load error.
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate } from "react-router";
import type { StatsScreenQuery } from "../../__generated__/StatsScreenQuery.graphql.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { ServerError } from "../../relay/environment.ts";
import { StatsBoard } from "./StatsBoard.tsx";

export default function StatsScreen() {
  const { viewer } = useLazyLoadQuery<StatsScreenQuery>(
    graphql`
      query StatsScreenQuery {
        viewer { isAdmin }
      }
    `,
    {},
  );
  return (
    <SignInBoundary viewer={viewer}>
      {(viewer) =>
        viewer.isAdmin ? (
          <ErrorBoundary fallback={(error) => <StatsError forbidden={error instanceof ServerError && error.code === "FORBIDDEN"} />}>
            <StatsBoard />
          </ErrorBoundary>
        ) : (
          <Navigate to="/" replace />
        )
      }
    </SignInBoundary>
  );
}

function StatsError(props: { forbidden: boolean }) {
  return (
    <section className="card error" role="alert">
      <h1>Statistics</h1>
      <p>{props.forbidden ? "You need admin access to view this page." : "Failed to load data. Please try again later."}</p>
    </section>
  );
}
