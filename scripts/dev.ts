// Development: the server restarting on change, Vite with hot reload on http://localhost:5173/app/
// (proxying /graphql and /api to the server), and the Relay compiler re-run when web/ changes
// (its --watch needs watchman, which this machine lacks).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { watch } from "node:fs";
import { SERVER_NODE_FLAGS } from "../server/nodeFlags.ts";

const children: ChildProcess[] = [];
const run = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: "inherit" });
  children.push(child);
  return child;
};

const compileRelay = () => spawnSync("relay-compiler", [], { stdio: "inherit" });
compileRelay();

let pending: NodeJS.Timeout | undefined;
watch("web", { recursive: true }, (_event, file) => {
  if (!file || file.includes("__generated__") || !/\.tsx?$/.test(file)) return;
  clearTimeout(pending);
  pending = setTimeout(compileRelay, 150);
});

// Sign-in redirects come back through Vite (which proxies /auth and /dev-idp to the server).
process.env.PUBLIC_URL ??= "http://localhost:5173";
run("node", [...SERVER_NODE_FLAGS, "--watch-path=server", "--watch-path=prisma", "server/main.ts"]);
run("vite", []);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
