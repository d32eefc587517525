// Templates at AIME level (hardness 6-8): several steps, a whole-number answer from 0 to 999,
// and a check that recomputes the answer by brute force rather than by the formula used.
import { range } from "../brute.ts";
import { tex } from "../markup.ts";
import type { Template } from "../template.ts";
import { int } from "../value.ts";

const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
};

/** a^(b^c) mod 1000 for a prime to 10: Carmichael's λ(1000) = 100 lets the exponent shrink mod 100. */
const towerRemainder: Template = {
  id: "tower-remainder",
  topic: "NUMBER_THEORY",
  hardness: [6, 8],
  aime: true,
  make(rng, h) {
    const a = rng.pick([3, 7, 9, 11, 13, 17, 19, 21, 23, 27, 29, 31, 33, 37].filter((n) => n < 12 + 4 * h));
    const b = rng.int(3, 4 + h);
    const c = rng.int(2, h >= 8 ? 4 : 3);
    const exponent = b ** c;
    const reduced = exponent % 100;
    const answer = Number(modPow(BigInt(a), BigInt(reduced), 1000n));
    return {
      statement: [tex`Find the remainder when \(${a}^{${b}^{${c}}}\) is divided by \(1000\).`],
      solution: [
        tex`Since \(${a}\) has no factor in common with \(1000\), and \(x^{100} \equiv 1 \pmod{1000}\) for every such \(x\) (the exponent \(100\) works both modulo \(8\) and modulo \(125\)), only the exponent modulo \(100\) matters.`,
        tex`Here \(${b}^{${c}} = ${exponent} \equiv ${reduced} \pmod{100}\), so we need \(${a}^{${reduced}} \bmod 1000\).`,
        tex`Repeated squaring modulo \(1000\) gives \(${a}^{${reduced}} \equiv ${answer} \pmod{1000}\).`,
      ],
      answer: int(answer),
      distractors: [int(Number(modPow(BigInt(a), BigInt(exponent % 1000), 1000n))), int((answer + 500) % 1000), int(Number(modPow(BigInt(a), BigInt(b * c), 1000n)))],
      bounds: [0, 999],
      check: () => int(Number(modPow(BigInt(a), BigInt(b) ** BigInt(c), 1000n))),
    };
  },
};

/** Ordered triples with a given product: distribute each prime's exponent among three factors. */
const productTriples: Template = {
  id: "product-triples",
  topic: "COUNTING_PROBABILITY",
  hardness: [6, 8],
  aime: true,
  make(rng, h) {
    const primes = rng.shuffle([2, 3, 5, 7]).slice(0, h >= 8 ? 3 : 2).sort((x, y) => x - y);
    const exponents = primes.map(() => rng.int(1, h >= 7 ? 4 : 3));
    const n = primes.reduce((product, p, i) => product * p ** exponents[i], 1);
    const ways = exponents.map((e) => ((e + 2) * (e + 1)) / 2);
    const answer = ways.reduce((x, y) => x * y, 1);
    const factored = primes.map((p, i) => (exponents[i] === 1 ? `${p}` : `${p}^{${exponents[i]}}`)).join(" \\cdot ");
    return {
      statement: [tex`How many ordered triples \((x, y, z)\) of positive integers satisfy \(xyz = ${n}\)?`],
      solution: [
        tex`Write \(${n} = ${factored}\). Each prime's exponent is split among \(x\), \(y\) and \(z\) independently.`,
        tex`Splitting an exponent \(e\) into three ordered non-negative parts can be done in \(\binom{e + 2}{2}\) ways, so the count is \(${ways.join(" \\cdot ")} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(exponents.reduce((x, e) => x * (e + 1), 1) ** 2), int(exponents.reduce((x, e) => x * (e + 1), 1)), int(Math.floor(answer / 2) + 1)],
      bounds: [1, 999],
      check: () => {
        const divisors = range(1, n).filter((d) => n % d === 0);
        let count = 0;
        for (const x of divisors) for (const y of divisors) if ((n / x) % y === 0) count++;
        return int(count);
      },
    };
  },
};

/** Right triangles with integer sides and a given inradius: (a - 2r)(b - 2r) = 2r². */
const inradiusTriangles: Template = {
  id: "inradius-triangles",
  topic: "GEOMETRY",
  hardness: [6, 8],
  aime: true,
  make(rng, h) {
    const r = rng.pick([6, 10, 12, 14, 15, 18, 20, 21, 24, 30].filter((n) => n <= 6 * h - 18));
    const target = 2 * r * r;
    const divisorCount = range(1, target).filter((d) => target % d === 0).length;
    const answer = divisorCount / 2;
    return {
      statement: [
        tex`How many non-congruent right triangles with whole-number side lengths have an inscribed circle of radius \(${r}\)?`,
      ],
      solution: [
        tex`For legs \(a \le b\) and hypotenuse \(c\), the inradius is \(r = \frac{a + b - c}{2}\), so \(c = a + b - ${2 * r}\).`,
        tex`Squaring \(c^2 = a^2 + b^2\) and simplifying gives \(ab - ${2 * r}(a + b) + ${2 * r * r} = 0\), that is \((a - ${2 * r})(b - ${2 * r}) = 2 \cdot ${r}^2 = ${target}\).`,
        tex`Each way of writing \(${target}\) as a product \(uv\) with \(u \le v\) gives one triangle. \(${target}\) has \(${divisorCount}\) divisors and is not a perfect square, so there are \(${divisorCount} / 2 = ${answer}\) triangles.`,
      ],
      answer: int(answer),
      distractors: [int(divisorCount), int(answer - 1), int(answer + 1)],
      check: () => {
        let count = 0;
        for (let a = 1; a <= 4 * r; a++) {
          for (let b = a; b <= target + 2 * r; b++) {
            const c = Math.round(Math.sqrt(a * a + b * b));
            if (c * c === a * a + b * b && a + b - c === 2 * r) count++;
          }
        }
        return int(count);
      },
    };
  },
};

/** A sequence with a_{n+2} = a_{n+1} - a_n repeats every six terms, and each block sums to 0. */
const periodicSequence: Template = {
  id: "periodic-sequence",
  topic: "ALGEBRA",
  hardness: [6, 8],
  aime: true,
  make(rng, h) {
    const first = rng.int(10, 40 * h);
    const second = rng.int(10, 40 * h);
    const count = rng.int(1000, 3000) * (h - 4) + rng.int(1, 5);
    const block = [first, second, second - first, -first, -second, first - second];
    const answer = block.slice(0, count % 6).reduce((sum, term) => sum + term, 0);
    return {
      statement: [
        tex`A sequence has \(a_1 = ${first}\), \(a_2 = ${second}\), and \(a_{n+2} = a_{n+1} - a_n\) for every \(n \ge 1\). Find \(a_1 + a_2 + \cdots + a_{${count}}\).`,
      ],
      solution: [
        tex`The terms run \(${block.join(", ")}\), and then \(a_7 = ${first}\), \(a_8 = ${second}\): the sequence repeats every \(6\) terms.`,
        tex`Each block of six sums to \(0\), and \(${count} = 6 \cdot ${Math.floor(count / 6)} + ${count % 6}\), so the sum is that of the first \(${count % 6}\) terms, \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(first + second), int(Math.abs(answer - first)), int(answer + second)],
      bounds: [0, 999],
      check: () => {
        let [x, y, sum] = [first, second, 0];
        for (let i = 0; i < count; i++) {
          sum += x;
          [x, y] = [y, y - x];
        }
        return int(sum);
      },
    };
  },
};

/** Lattice points on x² + y² = n: 4 times (divisors ≡ 1 mod 4 minus divisors ≡ 3 mod 4). */
const latticeCircle: Template = {
  id: "lattice-circle",
  topic: "GEOMETRY",
  hardness: [6, 8],
  aime: true,
  make(rng, h) {
    const factors = rng.shuffle([5, 13, 17, 29, 37, 41]).slice(0, h >= 8 ? 3 : 2);
    const n = factors.reduce((product, p) => product * p, 1) * rng.pick([1, 2, 4, 9]);
    const divisors = range(1, n).filter((d) => n % d === 0);
    const ones = divisors.filter((d) => d % 4 === 1).length;
    const threes = divisors.filter((d) => d % 4 === 3).length;
    const answer = 4 * (ones - threes);
    return {
      statement: [tex`How many points \((x, y)\) with both coordinates integers lie on the circle \(x^2 + y^2 = ${n}\)?`],
      solution: [
        tex`The number of ways to write \(n\) as \(x^2 + y^2\) with integers \(x, y\), order and signs counted, is \(4\) times the number of divisors of \(n\) that leave remainder \(1\) on division by \(4\), minus those that leave remainder \(3\).`,
        tex`\(${n}\) has \(${ones}\) divisors of the first kind and \(${threes}\) of the second, so there are \(4(${ones} - ${threes}) = ${answer}\) points.`,
      ],
      answer: int(answer),
      distractors: [int(answer / 4), int(answer / 2), int(answer + 4)],
      check: () => {
        let count = 0;
        const limit = Math.floor(Math.sqrt(n));
        for (let x = -limit; x <= limit; x++) for (let y = -limit; y <= limit; y++) if (x * x + y * y === n) count++;
        return int(count);
      },
    };
  },
};

/** x + 1/x = k gives x^n + 1/x^n by the recurrence s_{m+1} = k s_m - s_{m-1}. */
const reciprocalPowers: Template = {
  id: "reciprocal-powers",
  topic: "ALGEBRA",
  hardness: [6, 8],
  aime: true,
  make(rng, h) {
    const [k, power] = rng.pick(
      [[3, 5], [3, 6], [4, 4], [4, 5], [5, 4], [6, 3], [7, 3], [8, 3], [9, 3], [3, 4], [5, 3]].filter(([, p]) => p >= (h >= 7 ? 4 : 3)),
    );
    const sums = [2, k];
    for (let m = 2; m <= power; m++) sums.push(k * sums[m - 1] - sums[m - 2]);
    const answer = sums[power];
    return {
      statement: [tex`A real number \(x\) satisfies \(x + \frac{1}{x} = ${k}\). Find \(x^{${power}} + \frac{1}{x^{${power}}}\).`],
      solution: [
        tex`Let \(s_m = x^m + \frac{1}{x^m}\). Multiplying \(s_m\) by \(x + \frac{1}{x}\) gives \(s_{m+1} + s_{m-1}\), so \(s_{m+1} = ${k} s_m - s_{m-1}\), with \(s_0 = 2\) and \(s_1 = ${k}\).`,
        tex`This gives \(${sums.slice(1).join(", ")}\), so the answer is \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(k ** power), int(sums[power - 1] * k), int(answer - 2)],
      check: () => {
        const x = (k + Math.sqrt(k * k - 4)) / 2;
        return int(Math.round(x ** power + x ** -power));
      },
    };
  },
};

export const advancedTemplates: readonly Template[] = [
  towerRemainder, productTriples, inradiusTriangles, periodicSequence, latticeCircle, reciprocalPowers,
];
