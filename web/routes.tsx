// Every /app route of the spec. Screens load lazily so each route downloads only its own code.
import { lazy, Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout.tsx";
import PlaceholderScreen from "./screens/Placeholder/PlaceholderScreen.tsx";

const HomeScreen = lazy(() => import("./screens/Home/HomeScreen.tsx"));

function screen(element: ReactNode) {
  return <Suspense fallback={<p className="loading" role="status">Loading…</p>}>{element}</Suspense>;
}

const placeholders: [path: string, title: string][] = [
  ["courses", "Courses"],
  ["get_course", "Course"],
  ["mock-test", "AMC Tests"],
  ["section-notes", "Lesson"],
  ["aboutus", "About Us"],
  ["space", "Dashboard"],
  ["user", "Profile"],
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
      { index: true, element: screen(<HomeScreen />) },
      ...placeholders.map(([path, title]) => ({ path, element: <PlaceholderScreen title={title} /> })),
      { path: "*", element: <PlaceholderScreen title="Page not found" /> },
    ],
  },
];
