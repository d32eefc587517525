// A timestamp column (stored in UTC) as whole milliseconds since 1970, for reads sent as JSON
// numbers: what `new Date(ms)` and the domain's millisecond comparisons take. Floored, as a Date
// made from the row would drop the microseconds. `column` is the caller's own SQL, never input.
import { Prisma } from "./generated/client.ts";

export const epochMs = (column: string) => Prisma.raw(`floor(extract(epoch FROM ${column}) * 1000)::bigint`);
