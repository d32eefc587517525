import type { ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

/** A screen's loading error: the spec's title, the error's message (or 'An error occurred'), an optional action. */
export function ScreenError(props: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <section className="card error" role="alert">
          <h1>{props.title}</h1>
          <p>{error.message || "An error occurred"}</p>
          {props.action}
        </section>
      )}
    >
      {props.children}
    </ErrorBoundary>
  );
}
