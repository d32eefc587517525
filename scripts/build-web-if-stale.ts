// `npm start`'s first step: build the web client unless dist (or WEB_DIST) already holds a build
// of the current sources.
import { relative } from "node:path";
import { REPOSITORY_ROOT, webDistOf } from "../server/webDist.ts";
import { ensureWebBuild } from "./webBuild.ts";

const dist = webDistOf();
const inside = relative(REPOSITORY_ROOT, dist);
const where = inside.startsWith("..") ? dist : inside;
if (ensureWebBuild({ root: REPOSITORY_ROOT, dist }) === "current") console.log(`boxed: the web client in ${where} is current`);
