import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { RelayEnvironmentProvider } from "react-relay";
import { createEnvironment } from "./relay/environment.ts";
import { AppRoutes } from "./components/AppRoutes.tsx";
import { routes } from "./routes.tsx";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={createEnvironment()}>
      {/* No transitions: a followed link shows its page (or 'Loading…' while its code arrives) at
          once, and the menu it was followed from closes, instead of the old page lingering. */}
      <BrowserRouter basename="/app" useTransitions={false}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
