// Closed forms used by the generators. The checks deliberately avoid these (see brute.ts).

export function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

export function lcm(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** b^e mod m by repeated squaring. */
export function powMod(base: number, exponent: number, modulus: number): number {
  let result = 1 % modulus;
  let b = base % modulus;
  for (let e = exponent; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

export const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47] as const;

/** A number from its factorisation, e.g. [[2, 3], [5, 1]] → 40. */
export const fromFactors = (factors: readonly (readonly [number, number])[]): number =>
  factors.reduce((n, [p, e]) => n * p ** e, 1);

/** The inverse of a modulo m (a and m coprime), by the extended Euclidean algorithm. */
export function modInverse(a: number, m: number): number {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

export const digitSum = (n: number): number => [...String(n)].reduce((sum, d) => sum + Number(d), 0);
