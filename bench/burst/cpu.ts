// CPU time spent by the server process and by the bench database's PostgreSQL backends, read from
// /proc (Linux), so a burst's cost per submission can be told apart from time spent waiting on a
// busy machine. Backends are recognised by their process title, which names the database.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU seconds of one process, or 0 when it is gone. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` now, with their CPU seconds so far. */
function backendSeconds(database: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.includes(` ${database} `)) seconds.set(Number(entry), processSeconds(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return seconds;
}

export type CpuMeter = { stop(): { serverSeconds: number; databaseSeconds: number } };

/**
 * Starts measuring. Backends seen at the start or the end count (a backend that came and went in
 * between is missed, so the database figure is a lower bound).
 */
export function startCpuMeter(serverPid: number, database: string): CpuMeter {
  const server = processSeconds(serverPid);
  const backends = backendSeconds(database);
  return {
    stop() {
      const now = backendSeconds(database);
      let databaseSeconds = 0;
      for (const [pid, seconds] of now) databaseSeconds += seconds - (backends.get(pid) ?? 0);
      return { serverSeconds: processSeconds(serverPid) - server, databaseSeconds };
    },
  };
}
