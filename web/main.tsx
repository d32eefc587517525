import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { RelayEnvironmentProvider } from "react-relay";
import { createEnvironment } from "./relay/environment.ts";
import { routes } from "./routes.tsx";
import "./styles.css";

const router = createBrowserRouter(routes, { basename: "/app" });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
