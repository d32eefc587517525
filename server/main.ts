// Process entry. Node's compile cache keeps the compiled (and type-stripped) modules between
// starts, so a restart loads the server in a fraction of the time; it must be on before the
// server's modules load, hence the dynamic import. The start itself: server/start.ts.
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./start.ts");
