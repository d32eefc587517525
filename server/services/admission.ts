// A bound on work done at once: callers beyond the limit wait their turn in order instead of
// all asking the database pool for a connection (whose wait times out with an error). A caller
// whose signal aborts while it waits leaves the line: its work never starts.
export class Admission {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.limit) await this.turn(signal);
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Resolves when a caller that finishes hands its place over; rejects if `signal` aborts first. */
  private turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const admit = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        reject(signal!.reason);
      };
      this.waiting.push(admit);
      signal?.addEventListener("abort", leave, { once: true });
    });
  }
}
