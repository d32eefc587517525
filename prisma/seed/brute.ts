// Deliberately naive helpers for the independent checks: enumerate, test, count.

export function range(low: number, high: number): number[] {
  return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
}

export const countWhere = <T>(items: Iterable<T>, test: (item: T) => boolean): number => {
  let count = 0;
  for (const item of items) if (test(item)) count++;
  return count;
};

/** The only integer in [low, high] passing the test; throws when there are none or several. */
export function solveInteger(low: number, high: number, test: (n: number) => boolean): number {
  const found = range(low, high).filter(test);
  if (found.length !== 1) throw new Error(`Expected exactly one solution, found ${found.length}`);
  return found[0];
}

/** The smallest integer ≥ low passing the test (with a safety bound). */
export function firstInteger(low: number, test: (n: number) => boolean, limit = 10_000_000): number {
  for (let n = low; n < low + limit; n++) if (test(n)) return n;
  throw new Error("No integer found");
}

export function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i], ...tail];
  }
}

/** Every subset of items, as arrays. */
export function* subsets<T>(items: readonly T[]): Generator<T[]> {
  for (let mask = 0; mask < 2 ** items.length; mask++) yield items.filter((_, i) => (mask >> i) & 1);
}

/** Every sequence of `length` entries drawn from items (with repetition). */
export function* sequences<T>(items: readonly T[], length: number): Generator<T[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const head of items) for (const tail of sequences(items, length - 1)) yield [head, ...tail];
}

export const divisorsOf = (n: number): number[] => range(1, n).filter((d) => n % d === 0);

export const isPrimeByTrial = (n: number): boolean => n > 1 && range(2, n - 1).every((d) => d * d > n || n % d !== 0);

export const digitsOf = (n: number | bigint): number[] => [...String(n)].map(Number);

/**
 * Area of a convex lattice polygon by Pick's theorem, A = I + B/2 - 1, counting the interior
 * (I) and boundary (B) lattice points one by one. Returns twice the area, an integer.
 */
export function twiceLatticeArea(vertices: readonly (readonly [number, number])[]): number {
  const xs = vertices.map(([x]) => x);
  const ys = vertices.map(([, y]) => y);
  let interior = 0;
  let boundary = 0;
  for (const x of range(Math.min(...xs), Math.max(...xs))) {
    for (const y of range(Math.min(...ys), Math.max(...ys))) {
      const sides = vertices.map(([x1, y1], i) => {
        const [x2, y2] = vertices[(i + 1) % vertices.length];
        const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
        const between = Math.min(x1, x2) <= x && x <= Math.max(x1, x2) && Math.min(y1, y2) <= y && y <= Math.max(y1, y2);
        return { cross, onEdge: cross === 0 && between };
      });
      if (sides.some((side) => side.onEdge)) boundary++;
      else if (sides.every((side) => side.cross > 0) || sides.every((side) => side.cross < 0)) interior++;
    }
  }
  return 2 * interior + boundary - 2;
}

export function isSquareByCounting(n: number): boolean {
  let root = 0;
  while (root * root < n) root++;
  return root * root === n;
}
