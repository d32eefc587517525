// Every /api route, each an adapter over one GraphQL document.
import type { RestRoute } from "./door.ts";
import { homeRoute } from "./home.ts";

export const restRoutes: RestRoute[] = [homeRoute];
