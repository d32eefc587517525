// Question images: recognised by their first bytes (never by file name or the browser's claimed
// type), limited in size, and only bitmap formats: an SVG can carry scripts, so it is refused.

export const MAX_IMAGE_BYTES = 1024 * 1024;

export const IMAGE_MESSAGES = {
  tooLarge: "The image must be at most 1 MB.",
  notAnImage: "The image must be a PNG, JPEG, GIF or WebP picture.",
} as const;

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

/** The picture's real type from its content, or null when it is not one we accept. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** The accepted picture's type, or the message saying why it is refused. */
export function checkImage(bytes: Uint8Array): { type: ImageType } | { problem: string } {
  if (bytes.length > MAX_IMAGE_BYTES) return { problem: IMAGE_MESSAGES.tooLarge };
  const type = imageTypeOf(bytes);
  return type ? { type } : { problem: IMAGE_MESSAGES.notAnImage };
}

/** Where a stored image is served; the id never changes its bytes, so it is cached for a year. */
export const imagePath = (id: number) => `/images/${id}`;
