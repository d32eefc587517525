import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { TopBar } from "./TopBar.tsx";
import { Logo } from "./Logo.tsx";
import { ScreenError } from "./ScreenError.tsx";
import { RouteTitle, useRouteHandle } from "./RouteTitle.tsx";
import { useFocusHeading } from "./useFocusHeading.ts";

// Toasts follow a user's action, never the first paint: their code loads after the page's.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Layout() {
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusHeading(main);
  // The contest is taken in a focused mode: the brand only, no site navigation to wander off to.
  const focused = useRouteHandle().focused === true;
  // Not part of a server-rendered page (web/ssr.tsx) nor of its hydration: mounted afterwards.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      {focused ? (
        <header className="top-bar focused-bar">
          <Link to="/" className="brand" aria-label="Boxed home"><Logo /> Boxed</Link>
        </header>
      ) : (
        <TopBar />
      )}
      <main className={focused ? "page page-focused" : "page"} id="main" tabIndex={-1} ref={main}>
        <ScreenError key={location.pathname + location.search} title="Something went wrong">
          <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
            <RouteTitle />
            <Outlet />
          </Suspense>
        </ScreenError>
      </main>
      <footer className="footer muted">
        Boxed · practice problems are original sample content, not official contest problems. · <Link to="/developers">For developers</Link>
      </footer>
      {mounted && (
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={4000} richColors />
        </Suspense>
      )}
    </>
  );
}
