// multipart/form-data bodies (POST /api/questions): parsed by the platform's own FormData reader.
// Text parts become strings; a file part becomes an UploadedFile. The limit leaves room for a
// question image of 1 MB (domain/images.ts says what is accepted) and the form's text.
import type { FastifyInstance, FastifyRequest } from "fastify";

export const MULTIPART_LIMIT_BYTES = 2 * 1024 * 1024;

export type UploadedFile = { kind: "file"; name: string; type: string; bytes: Uint8Array };

export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: MULTIPART_LIMIT_BYTES }, async (request: FastifyRequest, body: Buffer) => {
    const form = await new Request("http://in-process/", {
      method: "POST",
      headers: { "content-type": String(request.headers["content-type"]) },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => {
        throw Object.assign(new Error("The form could not be read."), { statusCode: 400 });
      });
    const fields: Record<string, string | UploadedFile> = {};
    for (const [name, value] of form.entries()) {
      fields[name] =
        typeof value === "string" ? value : { kind: "file", name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
    return fields;
  });
}
