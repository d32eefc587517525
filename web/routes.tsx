// Every /app route of the spec. Screens load lazily so each route downloads only its own code
// (the Layout's Suspense shows 'Loading…' meanwhile).
import { lazy } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout.tsx";
import PlaceholderScreen from "./screens/Placeholder/PlaceholderScreen.tsx";
import NotFoundScreen from "./screens/NotFound/NotFoundScreen.tsx";

const HomeScreen = lazy(() => import("./screens/Home/HomeScreen.tsx"));
const ProfileScreen = lazy(() => import("./screens/Profile/ProfileScreen.tsx"));
const AboutScreen = lazy(() => import("./screens/About/AboutScreen.tsx"));
const QuestionScreen = lazy(() => import("./screens/Question/QuestionScreen.tsx"));
const PrintoutScreen = lazy(() => import("./screens/Printout/PrintoutScreen.tsx"));
const CoursesScreen = lazy(() => import("./screens/Courses/CoursesScreen.tsx"));
const CourseScreen = lazy(() => import("./screens/Course/CourseScreen.tsx"));
const LessonScreen = lazy(() => import("./screens/Lesson/LessonScreen.tsx"));
const MockTestScreen = lazy(() => import("./screens/MockTest/MockTestScreen.tsx"));
const ContestScreen = lazy(() => import("./screens/Contest/ContestScreen.tsx"));
const RandomScreen = lazy(() => import("./screens/Random/RandomScreen.tsx"));
const DashboardScreen = lazy(() => import("./screens/Dashboard/DashboardScreen.tsx"));
const StatsScreen = lazy(() => import("./screens/Stats/StatsScreen.tsx"));
const QuestionNewScreen = lazy(() => import("./screens/QuestionNew/QuestionNewScreen.tsx"));
const QuestionEditScreen = lazy(() => import("./screens/QuestionEdit/QuestionEditScreen.tsx"));
const ReviewScreen = lazy(() => import("./screens/Review/ReviewScreen.tsx"));
const ImportScreen = lazy(() => import("./screens/Import/ImportScreen.tsx"));

const placeholders: [path: string, title: string][] = [
  ["checkout", "Upgrade to Premium"],
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: "user", element: <ProfileScreen /> },
      { path: "aboutus", element: <AboutScreen /> },
      { path: "courses", element: <CoursesScreen /> },
      { path: "get_course", element: <CourseScreen /> },
      { path: "section-notes", element: <LessonScreen /> },
      { path: "question/new", element: <QuestionNewScreen /> },
      { path: "question/:id/edit", element: <QuestionEditScreen /> },
      { path: "review", element: <ReviewScreen /> },
      { path: "import", element: <ImportScreen /> },
      { path: "question/:name/:year/:number", element: <QuestionScreen /> },
      { path: "question/:id", element: <QuestionScreen /> },
      { path: "printout", element: <PrintoutScreen /> },
      { path: "mock-test", element: <MockTestScreen /> },
      { path: "contest/:name/:year", element: <ContestScreen /> },
      { path: "random", element: <RandomScreen /> },
      { path: "space", element: <DashboardScreen /> },
      { path: "stats", element: <StatsScreen /> },
      ...placeholders.map(([path, title]) => ({ path, element: <PlaceholderScreen title={title} /> })),
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
