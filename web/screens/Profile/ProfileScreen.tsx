import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type { ProfileScreenQuery } from "../../__generated__/ProfileScreenQuery.graphql.ts";
import { CHAT_URL, signInUrl } from "../../links.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { AccountCard } from "./AccountCard.tsx";
import { StudentAccounts } from "./StudentAccounts.tsx";
import { ParentLinks } from "./ParentLinks.tsx";
import { SubscriptionCard } from "./SubscriptionCard.tsx";
import { ApiTokens } from "./ApiTokens.tsx";

export default function ProfileScreen() {
  return (
    <ScreenError
      title="Error loading profile"
      action={<a href={signInUrl()}>Login</a>}
    >
      <Profile />
    </ScreenError>
  );
}

function Profile() {
  const { viewer, apiTokenLifetimes } = useLazyLoadQuery<ProfileScreenQuery>(
    graphql`
      query ProfileScreenQuery {
        viewer {
          ...AccountCard_user
          ...StudentAccounts_user
          ...ParentLinks_user
          ...SubscriptionCard_user
          ...ApiTokens_user
        }
        apiTokenLifetimes
      }
    `,
    {},
    // Mutations change the lists from their answers (connections): the profile is read once.
    { fetchPolicy: "store-or-network" },
  );
  return (
    <SignInBoundary viewer={viewer}>
      {(viewer) => (
        <div className="profile">
          <h1>Profile</h1>
          <div className="profile-grid">
            <div>
              <AccountCard user={viewer} />
              <ParentLinks user={viewer} />
              <StudentAccounts user={viewer} />
              <ApiTokens user={viewer} lifetimes={apiTokenLifetimes} />
            </div>
            <aside>
              <SubscriptionCard user={viewer} />
              <section className="card">
                <h2>Your progress</h2>
                <p><Link to="/space?tab=dashboard">View Progress</Link></p>
                <p><a href={CHAT_URL} target="_blank" rel="noreferrer">Join the community chat</a></p>
              </section>
            </aside>
          </div>
        </div>
      )}
    </SignInBoundary>
  );
}
