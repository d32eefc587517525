// Every /app route of the spec. Screens load lazily so each route downloads only its own code
// (the Layout's Suspense shows 'Loading…' meanwhile).
import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "./components/Layout.tsx";
import NotFoundScreen from "./screens/NotFound/NotFoundScreen.tsx";

type ScreenModule = { default: ComponentType };
const loadHome = () => import("./screens/Home/HomeScreen.tsx");
let homeModule: ScreenModule | undefined;

/**
 * Loads the home screen's code ahead of rendering it: the app taking over a server-rendered home
 * page (web/main.tsx) must render it at once, as the page shows it. A screen that suspended there
 * instead would be drawn again from scratch when the layout around it updates.
 */
export async function preloadHomeScreen(): Promise<void> {
  homeModule = await loadHome();
}

// Once preloaded, a thenable that answers at once: React's lazy then renders without suspending.
const HomeScreen = lazy(() =>
  // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one resolves synchronously on purpose.
  homeModule ? ({ then: (resolve: (module: ScreenModule) => void) => resolve(homeModule!) } as unknown as Promise<ScreenModule>) : loadHome(),
);
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
const CheckoutScreen = lazy(() => import("./screens/Checkout/CheckoutScreen.tsx"));
const DevelopmentPaymentScreen = lazy(() => import("./screens/Checkout/DevelopmentPaymentScreen.tsx"));
const CourseEditScreen = lazy(() => import("./screens/CourseEdit/CourseEditScreen.tsx"));
const LessonEditScreen = lazy(() => import("./screens/LessonEdit/LessonEditScreen.tsx"));
const SectionEditScreen = lazy(() => import("./screens/SectionEdit/SectionEditScreen.tsx"));
const QuestionViewScreen = lazy(() => import("./screens/QuestionView/QuestionViewScreen.tsx"));
const QuestionAnnotateScreen = lazy(() => import("./screens/QuestionAnnotate/QuestionAnnotateScreen.tsx"));
const QuestionDeleteScreen = lazy(() => import("./screens/QuestionDelete/QuestionDeleteScreen.tsx"));
const DevelopersScreen = lazy(() => import("./screens/Developers/DevelopersScreen.tsx"));
const ResultScreen = lazy(() => import("./screens/Result/ResultScreen.tsx"));


export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <HomeScreen />, handle: { title: "Practice for AMC 8, AMC 10, AMC 12 and AIME" } },
      { path: "user", element: <ProfileScreen />, handle: { title: "Profile" } },
      { path: "aboutus", element: <AboutScreen />, handle: { title: "About Us" } },
      { path: "developers", element: <DevelopersScreen />, handle: { title: "For developers" } },
      { path: "courses", element: <CoursesScreen />, handle: { title: "Courses" } },
      { path: "get_course", element: <CourseScreen />, handle: { title: "Course" } },
      { path: "section-notes", element: <LessonScreen />, handle: { title: "Lesson" } },
      { path: "question/new", element: <QuestionNewScreen />, handle: { title: "Add a Question" } },
      { path: "question/:id/edit", element: <QuestionEditScreen />, handle: { title: "Edit Question" } },
      // The spec's authoring addresses outside the app (/edit_course?id=, /preview?pid=, …) redirect
      // here (server/pages/contentLinks.ts).
      { path: "course/:id/edit", element: <CourseEditScreen />, handle: { title: "Edit Course" } },
      { path: "lesson/:id/edit", element: <LessonEditScreen />, handle: { title: "Edit Lesson" } },
      { path: "section/:id/edit", element: <SectionEditScreen />, handle: { title: "Edit Section" } },
      { path: "question/:id/preview", element: <QuestionViewScreen />, handle: { title: "Question preview" } },
      { path: "question/:id/annotate", element: <QuestionAnnotateScreen />, handle: { title: "Annotate Question" } },
      { path: "question/:id/delete", element: <QuestionDeleteScreen />, handle: { title: "Delete Question" } },
      { path: "review", element: <ReviewScreen />, handle: { title: "Review queue" } },
      { path: "import", element: <ImportScreen />, handle: { title: "Import problems" } },
      { path: "question/:name/:year/:number", element: <QuestionScreen />, handle: { title: "Question" } },
      { path: "question/:id", element: <QuestionScreen />, handle: { title: "Question" } },
      { path: "printout", element: <PrintoutScreen />, handle: { title: "Printout" } },
      { path: "mock-test", element: <MockTestScreen />, handle: { title: "AMC Tests" } },
      { path: "contest/:name/:year", element: <ContestScreen />, handle: { title: "Contest", focused: true } },
      { path: "random", element: <RandomScreen />, handle: { title: "Practice" } },
      { path: "space", element: <DashboardScreen />, handle: { title: "Dashboard" } },
      { path: "stats", element: <StatsScreen />, handle: { title: "Statistics" } },
      { path: "result/:id", element: <ResultScreen />, handle: { title: "Contest result" } },
      { path: "checkout", element: <CheckoutScreen />, handle: { title: "Upgrade to Premium" } },
      { path: "checkout/pay", element: <DevelopmentPaymentScreen />, handle: { title: "Payment" } },
      { path: "*", element: <NotFoundScreen />, handle: { title: "Page not found" } },
    ],
  },
];
