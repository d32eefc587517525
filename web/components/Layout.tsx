import { Component, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { TopBar } from "./TopBar.tsx";

/** Shows a screen's loading error in place of the screen, keeping the top bar. */
class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    if (this.state.error) {
      return (
        <section className="card error" role="alert">
          <h1>Something went wrong</h1>
          <p>{this.state.error.message || "An error occurred"}</p>
        </section>
      );
    }
    return this.props.children;
  }
}

export function Layout() {
  const location = useLocation();
  return (
    <>
      <TopBar />
      <main className="page">
        <ScreenErrorBoundary resetKey={location.pathname + location.search}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
      <footer className="footer muted">Boxed · practice problems are original sample content, not official contest problems.</footer>
    </>
  );
}
