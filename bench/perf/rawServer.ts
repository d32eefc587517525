// The hand-written backend of the speed bench, run as its own process like the real server (so
// both pay HTTP and JSON, and CPU and memory are read the same way): GET /raw/<screen>?params
// answers raw.ts's data as JSON, with a pg pool of 10 connections (node-postgres' default, as the
// app's). DATABASE_URL names the database, PORT the port on 127.0.0.1.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";
import { rawScreens } from "./raw.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://raw");
  if (url.pathname === "/readyz") return void response.end("ok");
  const screen = rawScreens[url.pathname.replace(/^\/raw\//, "")];
  if (!screen) {
    response.statusCode = 404;
    return void response.end("{}");
  }
  const token = /(?:^|;\s*)boxed_session=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  try {
    const data = await screen({
      pool,
      tokenHash: token ? createHash("sha256").update(token).digest("hex") : null,
      params: Object.fromEntries(url.searchParams),
    });
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(data));
  } catch (error) {
    response.statusCode = 500;
    response.end(JSON.stringify({ message: (error as Error).message }));
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
