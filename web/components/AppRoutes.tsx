// The app's routes in React Router's declarative mode: the screens have no loaders or actions, so
// the data router (about 18 KB more compressed JavaScript on every first load) would buy nothing.
// The matched route's handle (its title, whether it is focused) goes to the Layout by context.
import { useMemo } from "react";
import { matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router";
import { RouteHandleContext, type RouteHandle } from "./RouteTitle.tsx";

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const handle = useMemo(() => (matchRoutes(routes, location)?.at(-1)?.route.handle as RouteHandle | undefined) ?? {}, [routes, location]);
  return <RouteHandleContext.Provider value={handle}>{element}</RouteHandleContext.Provider>;
}
