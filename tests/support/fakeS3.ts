// An in-memory S3-compatible bucket for tests: path-style PUT and GET of objects, refusing any
// request whose SigV4 Authorization header does not match (the signer itself is checked against
// the AWS documentation's worked example in tests/unit/object-store.test.ts).
import { createServer, type Server } from "node:http";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { signV4 } from "../../server/services/objectStore.ts";

export type FakeS3 = { endpoint: string; objects: Map<string, { bytes: Buffer; contentType: string }>; refused: number; close(): Promise<void> };

export const FAKE_S3_CREDENTIALS = { accessKeyId: "AKIDTESTBOXED", secretAccessKey: "test-secret-boxed", region: "us-east-1", bucket: "boxed-images" };

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const state = { refused: 0 };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = request.url ?? "/";
    const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
    const signed = /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization ?? ""))?.[1]?.split(";") ?? [];
    const headers = Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? "")]));
    const expected = signV4({ method: request.method ?? "GET", path, headers, payloadHash, ...FAKE_S3_CREDENTIALS });
    const bodyMatches = payloadHash === createHash("sha256").update(body).digest("hex");
    if (request.headers.authorization !== expected || !bodyMatches || !signed.includes("host")) {
      state.refused += 1;
      response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    if (request.method === "PUT") {
      objects.set(path, { bytes: body, contentType: String(request.headers["content-type"] ?? "") });
      response.writeHead(200).end();
      return;
    }
    const found = objects.get(path);
    if (!found) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    else response.writeHead(200, { "content-type": found.contentType }).end(found.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
