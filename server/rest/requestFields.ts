// The kinds of field an /api request carries, as zod schemas whose refusals are the adapters' own
// sentences (server/rest/door.ts, questions.ts, …), so the route schemas in ./contract.ts can
// validate requests (and document them in /api/openapi.json) without changing a message a client
// already reads. The adapters keep their checks; these run first, in Fastify's validation step.
import { z } from "zod";

/** Digits, as pathId and wholeNumber read them ("8", " 12 ", "-3"). */
const DIGITS = /^\s*-?\d+\s*$/;

/** A path or query part holding a number id: anything else is `message` (the spec's 'Invalid question id'). */
export const idPart = (message: string, description: string) => z.string({ error: message }).regex(DIGITS, { error: message }).describe(description);

/** An optional query part holding a number id: absent or empty is allowed. */
export const optionalIdPart = (message: string, description: string, digits = DIGITS) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^$|${digits.source}`), { error: message })
    .optional()
    .describe(description);

/** A whole number in JSON (8) or a form ("8"): anything else, absence included, is "{field} must be a whole number.". */
export const wholeNumber = (field: string, description: string) =>
  z
    .union([z.number().int({ error: `${field} must be a whole number.` }), z.string().regex(DIGITS, { error: `${field} must be a whole number.` })], {
      error: `${field} must be a whole number.`,
    })
    .describe(description);

/** An optional whole number: absent, null or blank is allowed. */
export const optionalWholeNumber = (field: string, description: string) =>
  z
    .union(
      [
        z.number().int({ error: `${field} must be a whole number.` }),
        z.string().regex(/^\s*(-?\d+)?\s*$/, { error: `${field} must be a whole number.` }),
        z.null(),
      ],
      {
        error: `${field} must be a whole number.`,
      },
    )
    .optional()
    .describe(description);

/** Text, or absent or null: anything else is "{field} must be text.". */
export const text = (field: string, description: string) =>
  z
    .string({ error: `${field} must be text.` })
    .nullish()
    .describe(description);

/** Text that must be there and not blank, refused with the adapter's sentence. */
export const requiredText = (message: string, description: string) => z.string({ error: message }).regex(/\S/, { error: message }).describe(description);

/** An answer as typed: text or a number. */
export const answer = (field: string, description: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${field} must be text or a number.` })
    .optional()
    .describe(description);

/** true or false in JSON, or a form's "true"/"false"/"on"/"1"/"0"; blank takes the default. */
export const flag = (message: string, description: string) =>
  z
    .union([z.boolean(), z.string().regex(/^\s*(true|false|on|1|0)?\s*$/i, { error: message }), z.null()], { error: message })
    .optional()
    .describe(description);

/** A file part of a multipart form (or its text in JSON). */
export const filePart = (description: string) => z.unknown().optional().describe(description);

/** A field the adapter reads leniently (its own rule decides): documented, not constrained here. */
export const lenient = (description: string) => z.unknown().optional().describe(description);

export const BODY_NOT_AN_OBJECT = "The request body must be a JSON object or a form.";

/** A JSON object or a form's fields, other fields allowed (the door reads a POST without a body as an empty one). */
export const requestBody = <Shape extends z.ZodRawShape>(shape: Shape) => z.looseObject(shape, { error: BODY_NOT_AN_OBJECT });
