// Where the built web client lives: dist/web, or the folder WEB_DIST names (relative to the
// repository). `npm test` builds into dist-test/web so that it never rewrites the client a
// running `npm start` is serving from the same checkout.
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPOSITORY_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_WEB_DIST = "dist/web";

/**
 * The home page's server renderer (`vite build --ssr` of web/ssr.tsx) inside the client's folder:
 * built and stamped with the client it renders for, never served (dot folders are hidden).
 */
export const SSR_DIR = ".ssr";
export const SSR_ENTRY = `${SSR_DIR}/ssr.js`;

/** The absolute folder of the built client, with a trailing slash. */
export function webDistOf(env: { WEB_DIST?: string } = process.env): string {
  const folder = env.WEB_DIST || DEFAULT_WEB_DIST;
  return `${isAbsolute(folder) ? folder : resolve(REPOSITORY_ROOT, folder)}/`.replace(/\/+$/, "/");
}
