// The app's PostgreSQL connections. Each statement text is prepared once per connection (a named
// statement): PostgreSQL then neither parses nor, for most, plans it again. A screen's hand-written
// reads are long JSON-building statements whose planning cost as much as their execution (at full
// scale: the review cards' page 1.9 -> 0.4 ms, the question's read 1.7 -> 0.5 ms, the contest's
// 3.8 -> 2.1 ms per run). A request's statements come tagged with its id
// (server/db/requestCancellation.ts): the tag is taken off here, so that every request's text is
// the same statement, and the connections running a request's statements are known instead, for
// its cancellation. A connection that may be sent a cancel is closed when its statement ends, never
// reused: a late cancel can only reach the statement it was meant for.
import { createHash } from "node:crypto";
import pg from "pg";
import { REQUEST_TAG } from "./requestCancellation.ts";

/** The statement texts named at most: past them (an unbounded variety would be a leak in every connection) statements go unnamed. */
export const MAX_NAMED_STATEMENTS = 1000;

/** How long an abandoned request is remembered, for its statements still waiting for a connection. */
const ABANDONED_REMEMBERED_MS = 10 * 60_000;

/** The error of a statement not sent because its request was abandoned while it waited for a connection. */
export class StatementOfAbandonedRequest extends Error {
  constructor() {
    super("The statement was not sent: its request was abandoned.");
    this.name = "StatementOfAbandonedRequest";
  }
}

/**
 * A named statement is planned once per connection, for any parameters. Left to its heuristic,
 * PostgreSQL planned many of the screens' reads anew on every run: a parameter that shapes the
 * plan (a part asked for or not, `CASE WHEN $1 THEN (SELECT ...)`; a LIMIT; an array of ids) made
 * the one-size plan look dearer than a plan for the values at hand, so it never kept one. At full
 * scale that was 0.9 ms of planning for the lesson read's 0.9 ms of work, 1.7 ms for the lesson
 * progress's 0.9, 0.5 ms for the similar questions' 0.4 (docs/PERFORMANCE.md). The statements
 * whose plan depends on the values (a user's answers, a family's ratings) kept their generic plan
 * already. The ad-hoc reads over the answers plan for their values instead (./plannedForValues.ts).
 * Past MAX_NAMED_STATEMENTS, an unnamed statement gets the one plan too, made for its single run.
 */
const GENERIC_PLANS = "SET plan_cache_mode = force_generic_plan";

/** A server without the setting (before PostgreSQL 12) plans as it did: the connection still opens. */
function unlessUnknownSetting(error: unknown): void {
  if ((error as { code?: string }).code !== "42704") throw error;
}

/** `prepared: false` (DATABASE_PREPARED_STATEMENTS=false): no statement is named, for a pooler in front of PostgreSQL that cannot keep them. */
export type StatementPoolConfig = pg.PoolConfig & { prepared?: boolean };

type QueryConfig = { text: string; name?: string; values?: unknown[] };

export class StatementPool extends pg.Pool {
  /** The connections running a statement of each request, by request id. */
  private readonly running = new Map<string, Set<pg.Client>>();
  private readonly condemned = new WeakSet<pg.Client>();
  /**
   * Requests abandoned lately, by id, with when: a statement of one that reaches a connection only
   * after the cancellation (it was waiting for one then, so no backend ran it) is not sent.
   */
  private readonly abandoned = new Map<string, number>();
  private readonly names = new Map<string, string>();

  private readonly prepared: boolean;

  constructor({ prepared = true, ...config }: StatementPoolConfig) {
    // Set as each connection opens, before it serves a request (pg-pool waits for the promise): a
    // connection that cannot take it fails to open.
    super(prepared ? { ...config, onConnect: (client) => client.query(GENERIC_PLANS).catch(unlessUnknownSetting) } : config);
    this.prepared = prepared;
    this.on("connect", (client) => this.prepareStatementsOn(client));
    // A connection the server ends while it waits idle or closes (a restart, a failover, a dropped
    // database) is dropped from the pool and the next query opens another: never a crash of the
    // process, which an 'error' nobody listens to would be.
    this.on("error", () => {});
  }

  /**
   * The backends running statements of the request `requestId` now; their connections are closed
   * once those statements end (see above). Its statements that reach a connection later are not sent.
   */
  condemn(requestId: string): number[] {
    const now = Date.now();
    for (const [id, at] of this.abandoned) {
      if (now - at < ABANDONED_REMEMBERED_MS) break;
      this.abandoned.delete(id);
    }
    this.abandoned.set(requestId, now);
    const clients = [...(this.running.get(requestId) ?? [])];
    for (const client of clients) this.condemned.add(client);
    return clients.map((client) => (client as pg.Client & { processID: number }).processID);
  }

  private nameOf(text: string): string | undefined {
    if (!this.prepared) return undefined;
    let name = this.names.get(text);
    if (!name && this.names.size < MAX_NAMED_STATEMENTS) {
      name = `boxed_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name;
  }

  private prepareStatementsOn(client: pg.Client): void {
    const send = client.query as (config: unknown, values?: unknown, callback?: unknown) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config !== "object" || config === null || typeof (config as QueryConfig).text !== "string") return send.call(client, config, values, callback);
      const tag = REQUEST_TAG.exec((config as QueryConfig).text);
      const text = tag ? (config as QueryConfig).text.slice(tag[0].length) : (config as QueryConfig).text;
      const named = { ...(config as QueryConfig), text, name: this.nameOf(text) };
      if (!tag) return send.call(client, named, values, callback);
      const requestId = tag[1]!;
      if (this.abandoned.has(requestId)) {
        const reply = typeof values === "function" ? values : callback;
        if (typeof reply !== "function") return Promise.reject(new StatementOfAbandonedRequest());
        process.nextTick(() => (reply as (error: unknown) => void)(new StatementOfAbandonedRequest()));
        return undefined;
      }
      const clients = this.running.get(requestId) ?? new Set<pg.Client>();
      this.running.set(requestId, clients.add(client));
      const done = () => {
        clients.delete(client);
        if (clients.size === 0 && this.running.get(requestId) === clients) this.running.delete(requestId);
      };
      if (typeof values === "function" || typeof callback === "function") {
        const [args, reply] = typeof values === "function" ? [undefined, values] : [values, callback];
        return send.call(client, named, args, (error: unknown, result: unknown) => {
          done();
          (reply as (error: unknown, result: unknown) => void)(error, result);
        });
      }
      const result = send.call(client, named, values) as Promise<unknown>;
      void result.then(done, done);
      return result;
    };
  }

  /** pg-pool's own release step (pinned by package-lock): a condemned connection is removed, as after an error. */
  _release(client: pg.Client, idleListener: unknown, error?: unknown): unknown {
    const release = (pg.Pool.prototype as unknown as { _release: (client: pg.Client, idleListener: unknown, error?: unknown) => unknown })._release;
    return release.call(this, client, idleListener, this.condemned.has(client) ? new Error("condemned: sent a cancel") : (error ?? stillInTransaction(client)));
  }
}

/**
 * A connection given back inside a transaction is closed, not reused: the next request's statements
 * would run in it, and be lost with it. A request abandoned between its BEGIN and its COMMIT or
 * ROLLBACK leaves one so (server/db/requestCancellation.ts refuses its statements from then on, the
 * ROLLBACK among them, and Prisma's adapter then gives the connection back).
 */
function stillInTransaction(client: pg.Client): Error | undefined {
  const status = client.getTransactionStatus();
  return status === "T" || status === "E" ? new Error("given back inside a transaction") : undefined;
}
