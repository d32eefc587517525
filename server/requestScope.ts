// A request's deadline: the work done for an HTTP request stops when its client leaves (the
// connection closes before the answer is sent) or when REQUEST_DEADLINE_MS has passed. The route
// runs inside a scope carrying an AbortSignal: GraphQL execution stops resolving fields
// (graphql/executionCancellation.ts), a query waiting for its turn leaves the line
// (graphql/readsAtOnce.ts), no new SQL statement starts, and on PostgreSQL the statement running
// for it is cancelled (server/db/requestCancellation.ts). Background work (the calibration worker,
// batched contest submissions shared by many requests) runs outside any scope.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";

export type RequestScope = { id: string; signal: AbortSignal };

const storage = new AsyncLocalStorage<RequestScope>();
let lastId = 0;

/** Why a request's work was stopped. */
export class RequestAbandoned extends Error {
  constructor(reason: "client left" | "deadline passed") {
    super(`The request was abandoned: ${reason}.`);
    this.name = "RequestAbandoned";
  }
}

/** Requests whose work was stopped since the process started, by reason (for logs and tests). */
export const abandonedRequests = { clientLeft: 0, deadlinePassed: 0 };

/** The scope of the request being served here, if any. */
export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

/** Runs `work` outside any request's scope: work shared by several requests must not stop with one. */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * Runs a route's work in a scope that is aborted when the client leaves or the deadline passes;
 * `onAbandoned` is told once (a line in the log).
 */
export function withRequestScope<T>(
  http: { raw: IncomingMessage; response: ServerResponse },
  deadlineMs: number,
  work: (scope: RequestScope) => Promise<T>,
  onAbandoned: (reason: string) => void = () => {},
): Promise<T> {
  const controller = new AbortController();
  const abandon = (reason: "client left" | "deadline passed") => {
    if (controller.signal.aborted) return;
    if (reason === "client left") abandonedRequests.clientLeft++;
    else abandonedRequests.deadlinePassed++;
    controller.abort(new RequestAbandoned(reason));
    onAbandoned(reason);
  };
  const onClose = () => {
    if (!http.response.writableFinished) abandon("client left");
  };
  http.response.once("close", onClose);
  const timer = deadlineMs > 0 ? setTimeout(() => abandon("deadline passed"), deadlineMs) : undefined;
  timer?.unref();
  const scope = { id: `${process.pid}-${++lastId}`, signal: controller.signal };
  return storage.run(scope, () => work(scope)).finally(() => {
    clearTimeout(timer);
    if (http.response.writableFinished) http.response.removeListener("close", onClose);
  });
}

/**
 * The request Yoga sees, carrying the route's own signal (its execution stops with the HTTP
 * request). The signal is set on the request itself rather than given to `new Request`, which
 * would follow it with a signal of its own and a finalizer per request: in a burst of 2,000
 * submissions those cost a third of the server's CPU.
 */
export function carryingSignal<R extends Request>(request: R, signal: AbortSignal | undefined): R {
  if (signal) Object.defineProperty(request, "signal", { value: signal });
  return request;
}
