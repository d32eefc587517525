// Cost limits on /graphql (docs/API.md, "Costs and limits"): the requested cost is worked out
// before anything runs (server/graphql/cost.ts); an operation over the per-operation maximum is
// refused, and otherwise its cost is taken from the caller's budget (a leaky bucket per API token,
// signed-in user or anonymous address) or refused with 429 and Retry-After when the budget is
// spent. Every answer reports extensions.cost as Shopify's API does; unused points go back.
import { getOperationAST, GraphQLError, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";
import { actualCost, requestedCost } from "./cost.ts";
import type { CostBudget } from "../services/costBudget.ts";
import { secondsUntil } from "../domain/leakyBucket.ts";
import { secondsText } from "../domain/text.ts";

export type CostOptions = { budget: CostBudget; maxQueryCost: number };

export const queryCostRefusal = (cost: number, maximum: number) =>
  `Query cost limit: this operation would cost ${cost} points and one operation may cost at most ${maximum}. Ask for smaller pages (first/last) or fewer fields.`;
export const budgetRefusal = (cost: number, available: number, seconds: number) =>
  `Rate limit (cost budget): this operation costs ${cost} points and your budget holds ${Math.floor(available)}. Try again in ${secondsText(seconds)}.`;

export function costLimits(options: CostOptions): Plugin<Context> {
  const { budget, maxQueryCost } = options;
  const { maximum: maximumAvailable, restoreRate } = budget.policy;
  const report = (requested: number, actual: number | null, available: number) => ({
    requestedQueryCost: requested,
    actualQueryCost: actual,
    throttleStatus: { maximumAvailable, currentlyAvailable: Math.floor(available), restoreRate },
  });
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      // The server's own in-process calls (the /api adapters' fixed documents) pay no budget;
      // the per-minute request limits cover /api.
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
      const taken = await budget.take(key, requested);
      if (!taken.granted) {
        const seconds = Math.max(1, secondsUntil(taken.available, requested, budget.policy));
        setResultAndStopExecution({
          errors: [
            new GraphQLError(budgetRefusal(requested, taken.available, seconds), {
              extensions: { code: "THROTTLED", limit: "budget", http: { status: 429, headers: { "retry-after": String(seconds) } } },
            }),
          ],
          extensions: { cost: report(requested, null, taken.available) },
        });
        return;
      }
      context.cost = { requested, available: taken.available, policy: budget.policy };
      const operation = getOperationAST(args.document, args.operationName);
      const mutationFields = operation?.operation === "mutation" ? operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD).length : 0;
      return {
        async onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const actual = Math.min(requested, actualCost(result.data, mutationFields));
          // What the bucket holds once the unused points are back (the store may give them back later).
          const unused = requested - actual;
          const available = unused > 0 ? ((await budget.refund(key, unused)) ?? Math.min(maximumAvailable, taken.available + unused)) : taken.available;
          setResult({ ...result, extensions: { ...result.extensions, cost: report(requested, actual, available) } });
        },
      };
    },
  };
}
