// A minimal S3-compatible object store client (AWS S3, MinIO, R2, …): PUT and GET of one object
// by key, path-style (`{endpoint}/{bucket}/{key}`), signed with AWS Signature Version 4. Only
// these two calls are needed, so no SDK is pulled in.
import { createHash, createHmac } from "node:crypto";

export type ObjectStoreConfig = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Authorization header of a SigV4 request (service "s3"). `headers` are the ones to sign,
 * host, x-amz-date and x-amz-content-sha256 included; names in lower case.
 */
export function signV4(request: {
  method: string;
  path: string;
  query?: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const amzDate = request.headers["x-amz-date"];
  const day = amzDate.slice(0, 8);
  const names = Object.keys(request.headers).map((name) => name.toLowerCase()).sort();
  const canonicalHeaders = names.map((name) => `${name}:${request.headers[name].trim()}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [request.method, request.path, request.query ?? "", canonicalHeaders, signedHeaders, request.payloadHash].join("\n");
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, day), request.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export class ObjectStore {
  readonly config: ObjectStoreConfig;
  constructor(config: ObjectStoreConfig) {
    this.config = config;
  }

  private async send(method: "PUT" | "GET", key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const base = new URL(this.config.endpoint);
    const path = `${base.pathname.replace(/\/$/, "")}/${encodeSegment(this.config.bucket)}/${key.split("/").map(encodeSegment).join("/")}`;
    const payloadHash = sha256(body ?? "");
    const headers: Record<string, string> = {
      host: base.host,
      "x-amz-date": new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, ""),
      "x-amz-content-sha256": payloadHash,
      ...(contentType ? { "content-type": contentType } : {}),
    };
    const authorization = signV4({ method, path, headers, payloadHash, ...this.config });
    const { host: _host, ...sent } = headers;
    return fetch(new URL(path, base), { method, headers: { ...sent, authorization }, body: body ? Buffer.from(body) : undefined });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send("PUT", key, bytes, contentType);
    if (!response.ok) throw new Error(`Object store refused PUT ${key}: HTTP ${response.status}`);
  }

  /** The object's bytes, or null when there is no such object. */
  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.send("GET", key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Object store refused GET ${key}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
