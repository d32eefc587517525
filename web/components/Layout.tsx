import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "sonner";
import { TopBar } from "./TopBar.tsx";
import { ScreenError } from "./ScreenError.tsx";

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
      <Toaster position="top-right" duration={4000} richColors />
    </>
  );
}
