// Screens for signed-in users ask for `viewer` in their own query and hand it here. A visitor is
// shown the screen's own sign-in card when it has one (the dashboard's 'Sign In Required'), or is
// sent to the sign-in provider from an effect, never while rendering.
import { useEffect, type ReactNode } from "react";
import { signInUrl } from "../links.ts";

export function SignInBoundary<Viewer>(props: {
  viewer: Viewer | null | undefined;
  card?: ReactNode;
  children: (viewer: Viewer) => ReactNode;
}) {
  if (props.viewer) return <>{props.children(props.viewer)}</>;
  return props.card ?? <SignInRedirect />;
}

/** For screens whose hooks run before they know the viewer: render this for a visitor. */
export function SignInRedirect() {
  useEffect(() => {
    window.location.assign(signInUrl());
  }, []);
  return <p className="loading" role="status">Taking you to sign in…</p>;
}
