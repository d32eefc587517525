// Which signal stops a GraphQL execution: the one place that sets it on the executor's arguments.
import type { Plugin } from "graphql-yoga";
import { currentRequest } from "../requestScope.ts";
import type { Context } from "./context.ts";

/**
 * A client that leaves, or a request whose deadline passes, stops the work done for it: execution
 * checks the request scope's signal (server/requestScope.ts, aborted in both cases), a native
 * AbortSignal. The executor checks it at every field and list item; yoga's own request signal
 * (useExecutionCancellation) is whatwg-node's Proxy, whose every check costs several property
 * traps, which showed in the profile of large answers (the dashboard's 250 KB).
 */
const setSignal = ({ args }: { args: { contextValue: { request?: Request } } }) => {
  (args as { signal?: AbortSignal }).signal = currentRequest()?.signal ?? args.contextValue.request?.signal;
};

export const executionCancellation: Plugin<Context> = { onExecute: setSignal, onSubscribe: setSignal };
