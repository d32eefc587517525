// The flags Node runs the server with (`npm start`, `npm run dev`, and every test and bench that
// starts the server as a process). V8 sizes the heap when the process starts: a flag set later
// (v8.setFlagsFromString) does not resize it.
//
// --max-semi-space-size=16: V8 sizes its young generation from the machine's memory, 64 MB a
// semi-space (128 MB committed) on a 24 GB machine, and a server answering 16 requests at once
// keeps it filled. At 16 MB the server's peak resident memory over the dashboard, lesson and course
// list screens went from 735 to 499 MB (bench/perf/profile.ts --memory). 32 MB was kept while every
// query executed at once (each young collection found more requests' data alive and promoted it).
// With a few queries at a time (READS_AT_ONCE, server/graphql/readsAtOnce.ts), 16 MB takes the
// peak over the whole benchmark a further 20-40 MB down, under issue 17's 300 MB, for 3-12 % more
// CPU on the small reads (a young collection twice as often; measured side by side with 32 MB,
// docs/PERFORMANCE.md, the evening of 2026-11-29).
//
// --heap-growing-percent=50: after a full collection V8 lets the old generation grow by a factor
// it picks from its own speed, up to 4x what survived; a request's data lives through many young
// collections while it waits for PostgreSQL, so it is promoted, and under 16 clients the old
// generation filled with it. Bounded to 1.5x, the peak over the dashboard and course list screens
// went from 507-546 to 347-355 MB, their CPU per request 0-25 % higher (docs/PERFORMANCE.md, the
// evening of 2026-11-28). Unlike --max-old-space-size, no limit: a burst of large answers is
// collected more often, never an out-of-memory crash.
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=16", "--heap-growing-percent=50"];
