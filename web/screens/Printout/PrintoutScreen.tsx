import { graphql, useLazyLoadQuery } from "react-relay";
import type { PrintoutScreenQuery } from "../../__generated__/PrintoutScreenQuery.graphql.ts";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { ScreenError } from "../../components/ScreenError.tsx";
import { PrintoutList } from "./PrintoutList.tsx";

export default function PrintoutScreen() {
  return (
    <ScreenError title="Unable to load printout">
      <Printout />
    </ScreenError>
  );
}

function Printout() {
  // Problems are added from question cards through /addToPrintout, outside Relay: always ask again.
  const { viewer } = useLazyLoadQuery<PrintoutScreenQuery>(
    graphql`
      query PrintoutScreenQuery {
        viewer { id ...PrintoutList_user }
      }
    `,
    {},
    { fetchPolicy: "network-only" },
  );
  return <SignInBoundary viewer={viewer}>{(viewer) => <PrintoutList user={viewer} />}</SignInBoundary>;
}
