// Where question pictures live: PostgreSQL by default, or an S3-compatible bucket when S3_* is
// configured (server/config.ts). Either way every app instance sees every picture, and
// GET /images/{id} serves it with the same checks and caching; the row in question_images keeps
// the id, the type found from the content, the size and, for the bucket, the object's key.
import { randomUUID } from "node:crypto";
import type { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { ObjectStore, type ObjectStoreConfig } from "./objectStore.ts";

let bucket: ObjectStore | null = null;

/** Called once by buildApp: null keeps pictures in PostgreSQL. */
export function useImageBucket(config: ObjectStoreConfig | null): void {
  bucket = config ? new ObjectStore(config) : null;
}

/**
 * Stores a checked picture and answers its id. With a bucket the object is written before the
 * row, so a row never points at a missing object (a failed transaction may leave an unused one).
 */
export async function storeImage(tx: Prisma.TransactionClient, image: { bytes: Uint8Array; contentType: string; uploaderId: number }) {
  const common = { contentType: image.contentType, byteSize: image.bytes.length, uploaderId: image.uploaderId };
  if (!bucket) return tx.questionImage.create({ data: { ...common, bytes: new Uint8Array(image.bytes) }, select: { id: true } });
  const objectKey = `question-images/${randomUUID()}`;
  await bucket.put(objectKey, image.bytes, image.contentType);
  return tx.questionImage.create({ data: { ...common, objectKey }, select: { id: true } });
}

/** A stored picture for /images/{id}, or null. */
export async function loadImage(id: number): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const row = await db.questionImage.findUnique({ where: { id }, select: { contentType: true, bytes: true, objectKey: true } });
  if (!row) return null;
  if (row.bytes) return { contentType: row.contentType, bytes: row.bytes };
  if (!row.objectKey || !bucket) return null;
  const bytes = await bucket.get(row.objectKey);
  return bytes ? { contentType: row.contentType, bytes } : null;
}
