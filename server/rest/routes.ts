// Every /api route, each an adapter over one GraphQL document.
import type { RestRoute } from "./door.ts";
import { homeRoute } from "./home.ts";
import { updateDifficultyRoute, updateStudentRoute, updateUsernameRoute, userProfileRoute, userStatusRoute } from "./user.ts";

export const restRoutes: RestRoute[] = [
  homeRoute,
  userStatusRoute,
  userProfileRoute,
  updateUsernameRoute,
  updateStudentRoute,
  updateDifficultyRoute,
];
