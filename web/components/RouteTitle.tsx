// Sets the document title to the current route's (handle.title in routes.tsx). Rendered before the
// screen inside the same Suspense boundary, so its effect runs first and a screen's own
// useDocumentTitle (a contest's or a question's name) wins.
import { createContext, useContext } from "react";
import { useDocumentTitle } from "./useDocumentTitle.ts";

export type RouteHandle = { title?: string; /** The contest: no site navigation while it runs. */ focused?: boolean };

/** The handle of the route on screen, provided by AppRoutes. */
export const RouteHandleContext = createContext<RouteHandle>({});

export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}

export function RouteTitle() {
  useDocumentTitle(useRouteHandle().title);
  return null;
}
