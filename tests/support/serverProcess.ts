// Runs `node server/main.ts` as a real process, as `npm start` does after building the web.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { SERVER_NODE_FLAGS } from "../../server/nodeFlags.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop(): Promise<number | null> };

export function runServer(env: Record<string, string>): { child: ChildProcess; exited: Promise<{ code: number | null; stderr: string; stdout: string }> } {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stderr, stdout })),
  );
  return { child, exited };
}

/** Starts the server and waits until /readyz answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // PUBLIC_URL is the address it listens on, so a browser-like Origin passes the CSRF check.
  const { child, exited } = runServer({ HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: url, ...env });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) {
      return {
        url,
        child,
        output: () => output,
        async stop() {
          child.kill("SIGTERM");
          return (await exited).code;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready: ${output}`);
}
