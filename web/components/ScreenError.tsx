import { Component, type ReactNode } from "react";

type Props = { title: string; action?: ReactNode; children: ReactNode };

/** A screen's loading error: the spec's title, the error's message (or 'An error occurred'), an optional action. */
export class ScreenError extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="card error" role="alert">
        <h1>{this.props.title}</h1>
        <p>{this.state.error.message || "An error occurred"}</p>
        {this.props.action}
      </section>
    );
  }
}
