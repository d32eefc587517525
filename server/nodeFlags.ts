// The flags Node runs the server with (`npm start`, `npm run dev`, and every test and bench that
// starts the server as a process). V8 sizes the heap when the process starts: a flag set later
// (v8.setFlagsFromString) does not resize it.
//
// --max-semi-space-size=16: V8 sizes its young generation from the machine's memory, 64 MB a
// semi-space (128 MB committed) on a 24 GB machine, and a server answering 16 requests at once
// keeps it filled. At 16 MB the server's peak resident memory over the dashboard, lesson and course
// list screens went from 735 to 499 MB (bench/perf/profile.ts --memory), its CPU per request within
// the run-to-run noise.
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=16"];
