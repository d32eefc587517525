// Addresses outside the single-page app.
export const CHAT_URL: string = import.meta.env.VITE_CHAT_URL ?? "https://discord.com/invite/boxed-math";

/** Full-page sign-in that returns to the current page (or the one given) afterwards. */
export function signInUrl(returnTo = window.location.pathname + window.location.search): string {
  return `/auth/login?return_to=${encodeURIComponent(returnTo)}`;
}

export const LOGOUT_PATH = "/logout";
