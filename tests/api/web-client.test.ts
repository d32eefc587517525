// How the built client goes out: compressed (the build's brotli and gzip copies, or compressed on
// the way for anything else), hashed assets cached for a year, index.html revalidated, and
// nothing but the client itself (no source maps, build manifest or stamp). A small stand-in build
// is served so this needs no real one.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { makeFakeWebBuild } from "../support/fakeWebBuild.ts";

const { dist, script, page, remove } = makeFakeWebBuild();
afterAll(remove);

const app = useTestApp({ seed: false, env: { WEB_DIST: dist } });

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request as a browser sends it, the body left as it came (fetch would decompress it). */
function get(path: string, acceptEncoding = "gzip, deflate, br"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = request(`${app().baseUrl}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on("error", reject);
    call.end();
  });
}

const decoded = (response: Raw) =>
  response.headers["content-encoding"] === "br"
    ? brotliDecompressSync(response.body).toString()
    : response.headers["content-encoding"] === "gzip"
      ? gunzipSync(response.body).toString()
      : response.body.toString();

describe("the web client's files", () => {
  it("sends a hashed asset brotli-compressed to a browser that takes it, gzip to one that takes only gzip, cached for a year", async () => {
    const brotli = await get("/app/assets/index-AbC123.js");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(script.length / 10);
    expect(decoded(brotli)).toBe(script);

    const gzip = await get("/app/assets/index-AbC123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(script);

    const plain = await get("/app/assets/index-AbC123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("sends index.html compressed and revalidated on every visit, for / and for every client route", async () => {
    for (const path of ["/app/", "/app/courses", "/app/question/AMC_8/2023/5"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], path).toBe("no-cache");
      expect(response.headers["content-encoding"], path).toBe("br");
      expect(decoded(response), path).toBe(page);
    }
  });

  it("publishes no source map, build manifest or build stamp, and answers a missing asset with 404 rather than the page", async () => {
    for (const path of ["/app/assets/index-AbC123.js.map", "/app/.vite/manifest.json", "/app/.source-stamp", "/app/assets/index-Gone99.js"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(decoded(response), path).not.toContain("secret.tsx");
      expect(decoded(response), path).not.toContain("<title>Boxed</title>");
    }
  });
});

describe("API answers", () => {
  it("compresses a GraphQL answer", async () => {
    const post = (query: string) =>
      new Promise<Raw>((resolve, reject) => {
        const body = JSON.stringify({ query });
        const call = request(
          `${app().baseUrl}/graphql`,
          { method: "POST", headers: { "content-type": "application/json", "accept-encoding": "gzip, br" } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        call.on("error", reject);
        call.end(body);
      });
    const large = await post("{ __schema { types { name description fields { name description } } } }");
    expect(large.status).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    expect(large.body.length).toBeLessThan(decoded(large).length / 3);
    expect(JSON.parse(decoded(large)).data.__schema.types.length).toBeGreaterThan(20);
  });
});
