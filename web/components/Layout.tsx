import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { TopBar } from "./TopBar.tsx";
import { ScreenError } from "./ScreenError.tsx";

// Toasts follow a user's action, never the first paint: their code loads after the page's.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Layout() {
  const location = useLocation();
  return (
    <>
      <TopBar />
      <main className="page">
        <ScreenError key={location.pathname + location.search} title="Something went wrong">
          <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
            <Outlet />
          </Suspense>
        </ScreenError>
      </main>
      <footer className="footer muted">Boxed · practice problems are original sample content, not official contest problems.</footer>
      <Suspense fallback={null}>
        <Toaster position="top-right" duration={4000} richColors />
      </Suspense>
    </>
  );
}
