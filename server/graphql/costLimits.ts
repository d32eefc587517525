// Cost limits on /graphql (docs/API.md, "Costs and limits"): the requested cost is worked out
// before anything runs (server/graphql/cost.ts); an operation over the per-operation maximum is
// refused, and otherwise its cost is taken from the caller's budget (a leaky bucket per API token,
// signed-in user or anonymous address) or refused with 429 and Retry-After when the budget is
// spent. Every answer reports extensions.cost as Shopify's API does; unused points go back.
// A read from a caller whose bucket this instance saw lately with room for it starts while its
// take is on its way to the shared store, rather than after (one round trip less before its data);
// the take still decides the answer.
import { getOperationAST, GraphQLError, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";
import { actualCost, requestedCost } from "./cost.ts";
import type { CostBudget } from "../services/costBudget.ts";
import { secondsUntil } from "../domain/leakyBucket.ts";
import { seenBuckets } from "../seenBuckets.ts";
import { secondsText } from "../domain/text.ts";

export type CostOptions = { budget: CostBudget; maxQueryCost: number };

export const queryCostRefusal = (cost: number, maximum: number) =>
  `Query cost limit: this operation would cost ${cost} points and one operation may cost at most ${maximum}. Ask for smaller pages (first/last) or fewer fields.`;
export const budgetRefusal = (cost: number, available: number, seconds: number) =>
  `Rate limit (cost budget): this operation costs ${cost} points and your budget holds ${Math.floor(available)}. Try again in ${secondsText(seconds)}.`;

export function costLimits(options: CostOptions): Plugin<Context> {
  const { budget, maxQueryCost } = options;
  const { maximum: maximumAvailable, restoreRate } = budget.policy;
  const buckets = seenBuckets();
  const report = (requested: number, actual: number | null, available: number) => ({
    requestedQueryCost: requested,
    actualQueryCost: actual,
    throttleStatus: { maximumAvailable, currentlyAvailable: Math.floor(available), restoreRate },
  });
  const refusal = (requested: number, available: number) => {
    const seconds = Math.max(1, secondsUntil(available, requested, budget.policy));
    return {
      errors: [
        new GraphQLError(budgetRefusal(requested, available, seconds), {
          extensions: { code: "THROTTLED", limit: "budget", http: { status: 429, headers: { "retry-after": String(seconds) } } },
        }),
      ],
      extensions: { cost: report(requested, null, available) },
    };
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      // A request counted later (server/rateLimits.ts) is counted now, in the same turn as its take
      // when it pays one: in PostgreSQL both go in one statement (server/services/allowanceWrites.ts).
      context.countedLater?.().catch(() => {});
      // Fixed documents pay no budget: the /api adapters' (in-process) and the web client's
      // persisted ones (server/graphql/yoga.ts); the per-minute request limits cover both.
      const key = context.budgetKey;
      if (!key) return;
      const requested = requestedCost(args.schema, args.document, args.operationName, args.variableValues);
      if (requested > maxQueryCost) {
        setResultAndStopExecution({
          errors: [new GraphQLError(queryCostRefusal(requested, maxQueryCost), { extensions: { code: "QUERY_COST_LIMIT_EXCEEDED", limit: "cost" } })],
          extensions: { cost: report(requested, null, maximumAvailable) },
        });
        return;
      }
      const operation = getOperationAST(args.document, args.operationName);
      const taking = budget.take(key, requested).then((taken) => {
        buckets.saw(key, taken.available);
        return taken;
      });
      // A read from a caller seen lately with room for it starts now; the rest wait for the take.
      const early = operation?.operation === "query" && buckets.mayStart(key, requested);
      if (early) buckets.startUntil(key, requested, taking);
      else {
        const taken = await taking;
        if (!taken.granted) {
          setResultAndStopExecution(refusal(requested, taken.available));
          return;
        }
      }
      context.cost = taking.then((taken) => ({ requested, available: taken.available, policy: budget.policy }));
      // Read only by Query.rateLimit; a failed take fails the answer below.
      context.cost.catch(() => {});
      const mutationFields =
        operation?.operation === "mutation" ? operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD).length : 0;
      return {
        async onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const taken = await taking;
          // Started before its take was answered, and refused: the answer is the refusal all the same.
          if (!taken.granted) {
            setResult(refusal(requested, taken.available));
            return;
          }
          const actual = Math.min(requested, actualCost(result.data, mutationFields, requested));
          // What the bucket holds once the unused points are back (the store may give them back later).
          const unused = requested - actual;
          const available = unused > 0 ? ((await budget.refund(key, unused)) ?? Math.min(maximumAvailable, taken.available + unused)) : taken.available;
          setResult({ ...result, extensions: { ...result.extensions, cost: report(requested, actual, available) } });
        },
      };
    },
  };
}
