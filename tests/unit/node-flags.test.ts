// The server runs with SERVER_NODE_FLAGS however it is started: `npm start` as the README says,
// and the tests and benches that start it as a process (tests/support/serverProcess.ts). With them,
// V8's young generation stays at 2 x 16 MB under a burst of short-lived objects, whatever the
// machine's memory (on a 24 GB machine V8 would commit 128 MB), and its old generation near what
// lives in it when data lives long enough to be promoted (as a request's does while it waits for
// PostgreSQL): without the second flag V8 let it grow to about 4x.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../server/nodeFlags.ts";

const script = (name: string) => JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts[name] as string;

const YOUNG_GENERATION_MB = `
  const v8 = require("node:v8");
  const kept = [];
  for (let round = 0; round < 200; round++) {
    kept.push(Array.from({ length: 20000 }, (_, i) => ({ i, text: "answer " + i })));
    if (kept.length > 30) kept.shift();
  }
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  process.stdout.write(String(young.space_size / 1048576));`;

const OLD_GENERATION_PEAK_MB = `
  const v8 = require("node:v8");
  // About 40 MB that lives for good, and 40 requests' data at a time, promoted before it dies.
  const kept = Array.from({ length: 400 }, (_, i) => Array.from({ length: 2500 }, (_, j) => ({ i, j })));
  const waiting = [];
  let peak = 0;
  for (let round = 0; round < 1000; round++) {
    waiting.push(Array.from({ length: 20000 }, (_, i) => ({ i, text: "answer " + i })));
    if (waiting.length > 40) waiting.shift();
    peak = Math.max(peak, v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space").space_size);
  }
  process.stdout.write(String(kept.length && peak / 1048576));`;

describe("the server's Node flags", () => {
  it("npm start runs server/main.ts with them", () => {
    expect(script("start")).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server/main.ts`);
  });

  it("keep the young generation at about 32 MB under load (V8's own choice here: 128 MB)", () => {
    const youngMb = Number(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", YOUNG_GENERATION_MB], { encoding: "utf8" }));
    expect(youngMb).toBeGreaterThan(0);
    // Two 16 MB semi-spaces, and now and then a few pages more while a collection runs (37.75 MB seen).
    expect(youngMb).toBeLessThanOrEqual(40);
  });

  it("keep the old generation within about 3x of what lives in it (V8's own choice went to 6x here: 492 MB)", () => {
    const oldMb = Number(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", OLD_GENERATION_PEAK_MB], { encoding: "utf8" }));
    expect(oldMb).toBeGreaterThan(70);
    expect(oldMb).toBeLessThanOrEqual(330);
  });
});
