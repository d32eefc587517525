// GET /images/{id}: a question's picture from the database or the S3-compatible bucket. An id's bytes never change, so
// browsers and proxies keep it for a year; the stored type (found from the content when it was
// uploaded) is sent with nosniff and a policy that lets nothing in it run.
import type { FastifyInstance } from "fastify";
import { loadImage } from "../services/imageStore.ts";

export function registerImages(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>("/images/:id", async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const image = id === null ? null : await loadImage(id);
    if (!image) return reply.status(404).send({ detail: "Image not found" });
    return reply
      .header("content-type", image.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'")
      .send(Buffer.from(image.bytes));
  });
}
