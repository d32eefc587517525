// Counts the SQL statements a process sends to PostgreSQL without touching its code: a TCP proxy
// in front of the server that reads the frontend protocol and counts Query ('Q', a simple query,
// e.g. BEGIN or COMMIT) and Execute ('E', one run of a prepared or unnamed statement) messages.
// pg_stat_statements would need shared_preload_libraries, which the bench cannot set.
import { connect, createServer, type Server } from "node:net";

export type StatementCounter = { port: number; count: () => number; close: () => Promise<void> };

const SPECIAL_REQUESTS = new Set([80877103, 80877104]); // SSLRequest, GSSENCRequest: another untyped message follows

export async function startStatementCounter(target: { host: string; port: number }): Promise<StatementCounter> {
  let statements = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.pipe(client);
    let buffer: Buffer = Buffer.alloc(0);
    let startup = true;
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (;;) {
        if (startup) {
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          startup = SPECIAL_REQUESTS.has(buffer.readInt32BE(4));
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) break;
        const type = String.fromCharCode(buffer[0]!);
        if (type === "Q" || type === "E") statements++;
        buffer = buffer.subarray(1 + length);
      }
    });
    client.on("end", () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    count: () => statements,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
