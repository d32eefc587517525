// The e2e project's global setup: the web client in WEB_DIST (dist-test/web under vitest, see
// vitest.config.ts), built only when missing or stale. It never touches dist/web, which a
// running `npm start` may be serving.
import { REPOSITORY_ROOT, webDistOf } from "../../server/webDist.ts";
import { ensureWebBuild } from "../../scripts/webBuild.ts";

export default function setup(): void {
  ensureWebBuild({ root: REPOSITORY_ROOT, dist: webDistOf() });
}
