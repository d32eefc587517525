// Queries take turns: at most READS_AT_ONCE of them execute at once; the others wait, in order,
// before their first resolver runs. A read holds its rows and its answer in memory while it waits
// for PostgreSQL: sixteen dashboards at once (250 KB answers) kept the server's peak over 330 MB,
// and a few at a time keep the machine's cores and the database as busy for the same throughput
// (docs/PERFORMANCE.md). Mutations never wait here: contest submissions that arrive together are
// written in one batch (services/contestSubmissions.ts), which a line would break into small ones.
// A read whose client leaves, or whose deadline passes, while it waits leaves the line: the signal
// executionCancellation.ts set on its arguments (that plugin goes first).
import type { Plugin } from "graphql-yoga";
import { getOperationAST } from "graphql";
import { Admission } from "../services/admission.ts";
import type { Context } from "./context.ts";

export function readsAtOnce(limit: number): Plugin<Context> {
  const admission = new Admission(limit);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== "query") return;
      setExecuteFn((executeArgs) => admission.run(async () => executeFn(executeArgs), (executeArgs as { signal?: AbortSignal }).signal));
    },
  };
}
