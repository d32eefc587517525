// Queries take turns (server/graphql/readsAtOnce.ts): at most READS_AT_ONCE execute at once, the
// others wait in order before their first resolver runs; mutations never wait; a read whose client
// leaves while it waits leaves the line and never runs. The line itself is services/admission.ts.
import { createSchema, createYoga, type Plugin } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { executionCancellation } from "../../server/graphql/executionCancellation.ts";
import { readsAtOnce } from "../../server/graphql/readsAtOnce.ts";
import { Admission } from "../../server/services/admission.ts";

/** A promise and its resolver, for work the test lets finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const settles = async (promise: Promise<unknown>, withinMs = 100) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), withinMs)),
  ]);

describe("the line (Admission)", () => {
  it("runs at most its limit at once and starts the others in the order they came", async () => {
    const line = new Admission(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      line.run(async () => {
        started.push(index);
        await g.opened;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    await runs[0];
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.open();
    gates[3]!.open();
    await Promise.all(runs);
  });

  it("a caller whose signal aborts while it waits leaves the line: its work never starts, the next one's does", async () => {
    const line = new Admission(1);
    const first = gate();
    const started: string[] = [];
    const running = line.run(async () => {
      started.push("first");
      await first.opened;
    });
    const leaving = new AbortController();
    const left = line.run(async () => void started.push("left"), leaving.signal);
    const next = line.run(async () => void started.push("next"));
    leaving.abort(new Error("client left"));
    await expect(left).rejects.toThrow("client left");
    first.open();
    await Promise.all([running, next]);
    expect(started).toEqual(["first", "next"]);
  });

  it("a work that fails hands its place on", async () => {
    const line = new Admission(1);
    const failing = line.run(async () => {
      throw new Error("statement failed");
    });
    const after = line.run(async () => "served");
    await expect(failing).rejects.toThrow("statement failed");
    await expect(after).resolves.toBe("served");
  });

  it("a signal already aborted never joins", async () => {
    const line = new Admission(1);
    const ran: string[] = [];
    await expect(line.run(async () => void ran.push("work"), AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
    expect(ran).toEqual([]);
  });
});

describe("queries at once (the GraphQL plugin)", () => {
  /** A server whose `slow` query and `write` mutation each wait for the test's gate. */
  function server(limit: number) {
    const entered: string[] = [];
    const executions: number[] = [];
    const counting: Plugin = {
      onExecute({ executeFn, setExecuteFn }) {
        setExecuteFn((args) => {
          executions.push(1);
          return executeFn(args);
        });
      },
    };
    const gates = new Map<string, ReturnType<typeof gate>>();
    const wait = (name: string) => {
      entered.push(name);
      const g = gate();
      gates.set(name, g);
      return g.opened.then(() => name);
    };
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: "type Query { slow(name: String!): String } type Mutation { write(name: String!): String }",
        resolvers: {
          Query: { slow: (_: unknown, { name }: { name: string }) => wait(name) },
          Mutation: { write: (_: unknown, { name }: { name: string }) => wait(name) },
        },
      }),
      // As the app orders them: the signal is set before a read waits for its turn. Between them,
      // a count of the executions that start: those a read's turn lets through.
      plugins: [executionCancellation, counting, readsAtOnce(limit)],
      logging: false,
    });
    const send = async (query: string, signal?: AbortSignal) =>
      (
        await yoga.fetch("http://test/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }), signal })
      ).json();
    const opened = async (name: string) => {
      while (!gates.has(name)) await new Promise((resolve) => setTimeout(resolve, 5));
      gates.get(name)!.open();
    };
    return { entered, executions, send, opened };
  }

  it("a query beyond the limit waits for a place; a mutation does not", async () => {
    const { entered, executions, send, opened } = server(1);
    const first = send(`{ slow(name: "first") }`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = send(`{ slow(name: "second") }`);
    const write = send(`mutation { write(name: "write") }`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entered).toEqual(["first", "write"]);
    await opened("write");
    expect(await write).toEqual({ data: { write: "write" } });
    expect(await settles(second)).toBe(false);
    await opened("first");
    expect(await first).toEqual({ data: { slow: "first" } });
    await opened("second");
    expect(await second).toEqual({ data: { slow: "second" } });
    expect(entered).toEqual(["first", "write", "second"]);
    expect(executions).toHaveLength(3);
  });

  it("a query whose client leaves while it waits never runs", async () => {
    const { entered, executions, send, opened } = server(1);
    const first = send(`{ slow(name: "first") }`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const client = new AbortController();
    const leaving = send(`{ slow(name: "leaving") }`, client.signal).catch((error: Error) => error);
    const next = send(`{ slow(name: "next") }`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.abort();
    await leaving;
    await opened("first");
    await first;
    await opened("next");
    expect(await next).toEqual({ data: { slow: "next" } });
    // Its execution never started: it left the line rather than taking a turn to be stopped.
    expect(entered).toEqual(["first", "next"]);
    expect(executions).toHaveLength(2);
  });
});
