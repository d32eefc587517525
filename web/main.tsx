import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { RelayEnvironmentProvider } from "react-relay";
import type { Environment } from "relay-runtime";
import { createEnvironment } from "./relay/environment.ts";
import { AppRoutes } from "./components/AppRoutes.tsx";
import { preloadHomeScreen, routes } from "./routes.tsx";
import "./styles.css";

/** The records a server-rendered page (web/ssr.tsx, server/homePage.ts) was rendered from. */
const SERVER_RECORDS_ID = "boxed-records";

const app = (environment: Environment) => (
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      {/* No transitions: a followed link shows its page (or 'Loading…' while its code arrives) at
          once, and the menu it was followed from closes, instead of the old page lingering. */}
      <BrowserRouter basename="/app" useTransitions={false}>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </RelayEnvironmentProvider>
  </StrictMode>
);

const root = document.getElementById("root")!;
const rendered = document.getElementById(SERVER_RECORDS_ID);
if (rendered?.textContent) {
  // The page came rendered with its data: the app starts from the same records (no query goes out
  // again) and hydrates the markup in place once the home screen's code is here.
  const environment = createEnvironment(JSON.parse(rendered.textContent));
  void preloadHomeScreen().then(() => {
    // From here on the app handles the page: the loader stops answering the Menu button.
    document.documentElement.dataset.app = "on";
    hydrateRoot(root, app(environment), {
      onRecoverableError: (error) => console.warn("boxed: the server-rendered page and the app differed; the app re-rendered it", error),
    });
  });
} else {
  createRoot(root).render(app(createEnvironment()));
}
