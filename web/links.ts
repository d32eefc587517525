// Addresses outside the single-page app.
export const CHAT_URL: string = import.meta.env.VITE_CHAT_URL ?? "https://discord.com/invite/boxed-math";
/** Full-page sign-in; it returns to the current page afterwards. */
export const SIGN_IN_PATH = "/auth/login";
