// multipart/form-data bodies (POST /api/questions): parsed by the platform's own FormData reader
// within the usual body limit. Text parts become strings; a file part becomes an UploadedFile.
import type { FastifyInstance, FastifyRequest } from "fastify";

export type UploadedFile = { kind: "file"; name: string; type: string; bytes: Uint8Array };

export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, async (request: FastifyRequest, body: Buffer) => {
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
