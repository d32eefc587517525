// Sets the document title to the current route's (handle.title in routes.tsx). Rendered before the
// screen inside the same Suspense boundary, so its effect runs first and a screen's own
// useDocumentTitle (a contest's or a question's name) wins.
import { useMatches } from "react-router";
import { useDocumentTitle } from "./useDocumentTitle.ts";

export type RouteHandle = { title?: string; /** The contest: no site navigation while it runs. */ focused?: boolean };

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined) ?? {};
}

export function RouteTitle() {
  useDocumentTitle(useRouteHandle().title);
  return null;
}
