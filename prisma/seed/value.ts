// Exact answers: a reduced fraction, optionally times π. Because a value has exactly one
// written form, two choices are equal exactly when their LaTeX strings are equal.

export type Value = { readonly num: number; readonly den: number; readonly pi: boolean };

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export function frac(num: number, den = 1, pi = false): Value {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den === 0) {
    throw new Error(`Not an exact fraction: ${num}/${den}`);
  }
  const divisor = gcd(num, den) * Math.sign(den);
  return { num: num / divisor + 0, den: den / divisor, pi };
}

export const int = (n: number): Value => frac(n);
export const piTimes = (num: number, den = 1): Value => frac(num, den, true);

export function add(a: Value, b: Value): Value {
  if (a.pi !== b.pi) throw new Error("Cannot add a multiple of π to a rational number");
  return frac(a.num * b.den + b.num * a.den, a.den * b.den, a.pi);
}

export const sub = (a: Value, b: Value): Value => add(a, frac(-b.num, b.den, b.pi));

export function mul(a: Value, b: Value): Value {
  if (a.pi && b.pi) throw new Error("π² is not a supported answer");
  return frac(a.num * b.num, a.den * b.den, a.pi || b.pi);
}

export const div = (a: Value, b: Value): Value => {
  if (b.pi) throw new Error("Cannot divide by a multiple of π");
  return mul(a, frac(b.den, b.num));
};

export const approximate = (v: Value): number => (v.num / v.den) * (v.pi ? Math.PI : 1);

export function toLatex(v: Value): string {
  const sign = v.num < 0 ? "-" : "";
  const n = Math.abs(v.num);
  const coefficient = v.den === 1 ? String(n) : `\\frac{${n}}{${v.den}}`;
  if (!v.pi) return sign + coefficient;
  return `${sign}${n === 1 && v.den === 1 ? "" : coefficient}\\pi`;
}

/** A fraction as computed, then in lowest terms if that differs: \frac{4}{36} = \frac{1}{9}. */
export function reducedLatex(num: number, den: number): string {
  const written = `\\frac{${num}}{${den}}`;
  const reduced = toLatex(frac(num, den));
  return reduced === written ? written : `${written} = ${reduced}`;
}
