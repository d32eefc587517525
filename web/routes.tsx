// Every /app route of the spec. Screens load lazily so each route downloads only its own code
// (the Layout's Suspense shows 'Loading…' meanwhile).
import { lazy } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout.tsx";
import PlaceholderScreen from "./screens/Placeholder/PlaceholderScreen.tsx";

const HomeScreen = lazy(() => import("./screens/Home/HomeScreen.tsx"));
const ProfileScreen = lazy(() => import("./screens/Profile/ProfileScreen.tsx"));
const AboutScreen = lazy(() => import("./screens/About/AboutScreen.tsx"));

const placeholders: [path: string, title: string][] = [
  ["courses", "Courses"],
  ["get_course", "Course"],
  ["mock-test", "AMC Tests"],
  ["section-notes", "Lesson"],
  ["space", "Dashboard"],
  ["contest/:name/:year", "Contest"],
  ["random", "Practice"],
  ["checkout", "Upgrade to Premium"],
  ["question/new", "Add a Question"],
  ["question/:id/edit", "Edit Question"],
  ["question/:name/:year/:number", "Question"],
  ["question/:id", "Question"],
  ["printout", "Printout"],
  ["stats", "Statistics"],
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: "user", element: <ProfileScreen /> },
      { path: "aboutus", element: <AboutScreen /> },
      ...placeholders.map(([path, title]) => ({ path, element: <PlaceholderScreen title={title} /> })),
      { path: "*", element: <PlaceholderScreen title="Page not found" /> },
    ],
  },
];
