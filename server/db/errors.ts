// What a database error means to the code that caught it.

/** A unique index refused the row (Prisma's P2002): the same thing was already written. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}
