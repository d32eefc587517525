// Number theory templates: divisibility, divisors, primes, remainders, digits and bases.
import { countWhere, digitsOf, divisorsOf, firstInteger, isPrimeByTrial, isSquareByCounting, range } from "../brute.ts";
import { factorsLatex, listJoin, ordinal, tex } from "../markup.ts";
import { digitSum, fromFactors, lcm, modInverse, PRIMES, powMod } from "../math.ts";
import type { Rng } from "../random.ts";
import type { Problem, Template } from "../template.ts";
import { gcd, int } from "../value.ts";

type Factors = [number, number][];

/** Distinct primes (in increasing order) with exponents, redrawn until the product is at most limit. */
function pickFactors(rng: Rng, primes: readonly number[], count: number, maxExponent: number, limit: number): Factors {
  for (;;) {
    const chosen = rng.shuffle(primes).slice(0, count).sort((a, b) => a - b);
    const factors: Factors = chosen.map((p) => [p, rng.int(1, maxExponent)]);
    if (fromFactors(factors) <= limit) return factors;
  }
}

/** Prime factors found by trial division, smallest first, with repetition. */
function trialDivision(n: number): number[] {
  const found: number[] = [];
  for (let d = 2; n > 1; d++) {
    while (n % d === 0) {
      found.push(d);
      n /= d;
    }
  }
  return found;
}

const gcdLcm: Template = {
  id: "gcd-lcm",
  topic: "NUMBER_THEORY",
  hardness: [1, 6],
  make(rng, h) {
    const g = rng.int(2, 3 + 2 * h);
    let [x, y] = [1, 1];
    while (x === y || gcd(x, y) !== 1) [x, y] = [rng.int(2, 4 + h), rng.int(2, 4 + h)];
    const [a, b] = [g * x, g * y];
    const l = lcm(a, b);
    const kind = h <= 2 ? "gcd" : h <= 4 ? "lcm" : "sum";
    const asked = {
      gcd: "greatest common divisor",
      lcm: "least common multiple",
      sum: "sum of the greatest common divisor and the least common multiple",
    }[kind];
    const answer = { gcd: g, lcm: l, sum: g + l }[kind];
    return {
      statement: [tex`What is the ${asked} of \(${a}\) and \(${b}\)?`],
      solution: [
        tex`Write \(${a} = ${g} \cdot ${x}\) and \(${b} = ${g} \cdot ${y}\), where \(${x}\) and \(${y}\) have no common factor greater than \(1\).`,
        tex`So the greatest common divisor is \(${g}\) and the least common multiple is \(${g} \cdot ${x} \cdot ${y} = ${l}\).`,
        ...(kind === "sum" ? [tex`Their sum is \(${g} + ${l} = ${g + l}\).`] : []),
      ],
      answer: int(answer),
      distractors: {
        gcd: [int(Math.min(a, b)), int(Math.abs(a - b)), int(2 * g)],
        lcm: [int(a * b), int(l * g), int(a + b)],
        sum: [int(l), int(a * b + g), int(l + g * g)],
      }[kind],
      check: () => {
        const divisor = Math.max(...range(1, Math.min(a, b)).filter((d) => a % d === 0 && b % d === 0));
        const multiple = firstInteger(Math.max(a, b), (n) => n % a === 0 && n % b === 0);
        return int({ gcd: divisor, lcm: multiple, sum: divisor + multiple }[kind]);
      },
    };
  },
};

const divisorCount: Template = {
  id: "divisor-count",
  topic: "NUMBER_THEORY",
  hardness: [1, 7],
  make(rng, h) {
    const factors = pickFactors(rng, PRIMES.slice(0, 5), h <= 2 ? 2 : 3, h <= 3 ? 2 : 4, 20_000);
    const n = fromFactors(factors);
    const answer = factors.reduce((product, [, e]) => product * (e + 1), 1);
    const exponents = factors.map(([, e]) => e);
    return {
      statement: [tex`How many positive divisors does \(${n}\) have?`],
      solution: [
        tex`Factor: \(${n} = ${factorsLatex(factors)}\).`,
        tex`A divisor chooses each prime's exponent independently, from \(0\) up to its exponent in \(${n}\), so there are \(${exponents.map((e) => `(${e} + 1)`).join(" \\cdot ")} = ${answer}\) divisors.`,
      ],
      answer: int(answer),
      distractors: [
        int(exponents.reduce((p, e) => p * e, 1)),
        int(exponents.reduce((s, e) => s + e, 0) + 1),
        int(answer - 2),
      ],
      check: () => int(divisorsOf(n).length),
    };
  },
};

const squareDivisors: Template = {
  id: "square-divisors",
  topic: "NUMBER_THEORY",
  hardness: [4, 8],
  make(rng) {
    const factors = pickFactors(rng, PRIMES.slice(0, 4), 3, 6, 200_000);
    const n = fromFactors(factors);
    const answer = factors.reduce((product, [, e]) => product * (Math.floor(e / 2) + 1), 1);
    return {
      statement: [tex`How many positive divisors of \(${n}\) are perfect squares?`],
      solution: [
        tex`Factor: \(${n} = ${factorsLatex(factors)}\). A divisor is a perfect square exactly when every exponent in it is even.`,
        tex`The number of even choices for each exponent is ${factors.map(([p, e]) => tex`\(${Math.floor(e / 2) + 1}\) for \(${p}\)`).join(", ")}, so there are \(${answer}\) square divisors.`,
      ],
      answer: int(answer),
      distractors: [
        int(factors.reduce((product, [, e]) => product * (e + 1), 1)),
        int(factors.reduce((product, [, e]) => product * Math.max(1, Math.floor(e / 2)), 1)),
        int(answer + 1),
      ],
      check: () => int(countWhere(divisorsOf(n), isSquareByCounting)),
    };
  },
};

// At AIME hardness: a modulus that is the product of two primes, so Fermat's little theorem
// is used twice and the two remainders are combined.
function twoPrimeRemainder(rng: Rng, h: number): Problem {
  const [p, q] = rng.shuffle([7, 11, 13, 17, 19, 23, 29, 31]).slice(0, 2).sort((x, y) => x - y);
  const m = p * q;
  let a = m;
  while (gcd(a, m) !== 1) a = rng.int(2, 20);
  const k = rng.int(1000, 1500 * h);
  const [rp, rq] = [powMod(a, k % (p - 1), p), powMod(a, k % (q - 1), q)];
  const answer = powMod(a, k, m);
  return {
    statement: [tex`What is the remainder when \(${a}^{${k}}\) is divided by \(${m}\)?`],
    solution: [
      tex`Here \(${m} = ${p} \cdot ${q}\). By Fermat's little theorem \(${a}^{${p - 1}} \equiv 1 \pmod{${p}}\), and \(${k} \equiv ${k % (p - 1)} \pmod{${p - 1}}\), so \(${a}^{${k}} \equiv ${a}^{${k % (p - 1)}} \equiv ${rp} \pmod{${p}}\).`,
      tex`Likewise \(${a}^{${q - 1}} \equiv 1 \pmod{${q}}\) and \(${k} \equiv ${k % (q - 1)} \pmod{${q - 1}}\), so \(${a}^{${k}} \equiv ${rq} \pmod{${q}}\).`,
      tex`The only number from \(0\) to \(${m - 1}\) that leaves remainder \(${rp}\) on division by \(${p}\) and \(${rq}\) on division by \(${q}\) is \(${answer}\).`,
    ],
    answer: int(answer),
    distractors: [int(rp * q + rq), int((rp * rq) % m), int(powMod(a, k % (m - 1), m))],
    bounds: [0, m - 1],
    check: () => int(Number(BigInt(a) ** BigInt(k) % BigInt(m))),
  };
}

const powerRemainder: Template = {
  id: "power-remainder",
  topic: "NUMBER_THEORY",
  hardness: [3, 8],
  aime: true,
  make(rng, h) {
    if (h >= 6) return twoPrimeRemainder(rng, h);
    const m = rng.pick([7, 9, 11, 13]);
    let a = m;
    while (gcd(a, m) !== 1 || a % m === 1) a = rng.int(2, 12);
    const k = rng.int(50, 200 * h);
    const answer = powMod(a, k, m);
    // Residues of a^1, a^2, ... until the first 1: the cycle the solution walks through.
    const cycle = [a % m];
    while (cycle[cycle.length - 1] !== 1) cycle.push((cycle[cycle.length - 1] * a) % m);
    const position = k % cycle.length;
    return {
      statement: [tex`What is the remainder when \(${a}^{${k}}\) is divided by \(${m}\)?`],
      solution: [
        tex`Modulo \(${m}\), the powers \(${a}^1, ${a}^2, \ldots\) leave remainders \(${cycle.join(", ")}\), and then repeat, since \(${a}^{${cycle.length}} \equiv 1 \pmod{${m}}\).`,
        tex`Because \(${k} = ${cycle.length} \cdot ${Math.floor(k / cycle.length)} + ${position}\), we get \(${a}^{${k}} \equiv ${a}^{${position}} \equiv ${answer} \pmod{${m}}\).`,
      ],
      answer: int(answer),
      distractors: [int((a * k) % m), int(powMod(a, k - 1, m)), int(powMod(a, k + 1, m))],
      bounds: [0, m - 1],
      check: () => int(Number(BigInt(a) ** BigInt(k) % BigInt(m))),
    };
  },
};

const unitsDigit: Template = {
  id: "units-digit",
  topic: "NUMBER_THEORY",
  hardness: [1, 6],
  make(rng, h) {
    const base = h <= 2 ? rng.pick([2, 3, 4, 7, 8, 9]) : rng.pick([2, 3, 7, 8]) + 10 * rng.int(1, 9);
    const k = rng.int(10, 2030);
    // Units digits of base^1, base^2, ... up to the first repeat.
    const cycle = [base % 10];
    while (cycle.length < 5 && (cycle[cycle.length - 1] * base) % 10 !== cycle[0]) {
      cycle.push((cycle[cycle.length - 1] * base) % 10);
    }
    const index = (k - 1) % cycle.length;
    const answer = cycle[index];
    const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !cycle.includes(d));
    return {
      statement: [tex`What is the units digit of \(${base}^{${k}}\)?`],
      solution: [
        tex`Only the units digit of the base matters. The units digits of \(${base}^1, ${base}^2, ${base}^3, \ldots\) cycle through \(${cycle.join(", ")}\), a cycle of length \(${cycle.length}\).`,
        tex`Since \(${k}\) leaves remainder \(${k % cycle.length}\) when divided by \(${cycle.length}\), the units digit is the ${ordinal(index + 1)} entry of the cycle, \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [...cycle.filter((d) => d !== answer), ...rng.shuffle(others)].map(int),
      bounds: [0, 9],
      check: () => int(Number(BigInt(base) ** BigInt(k) % 10n)),
    };
  },
};

const nearPowerOfTen: Template = {
  id: "near-power-of-ten",
  topic: "NUMBER_THEORY",
  hardness: [3, 8],
  aime: true,
  make(rng, h) {
    const n = rng.int(8, 10 + 5 * h);
    const m = rng.int(2, h <= 4 ? 99 : 999);
    const d = String(m).length;
    const tail = 10 ** d - m;
    const answer = 9 * (n - d) + digitSum(tail);
    return {
      statement: [tex`What is the sum of the digits of \(10^{${n}} - ${m}\)?`],
      solution: [
        tex`Write \(10^{${n}} - ${m} = (10^{${n}} - 10^{${d}}) + (10^{${d}} - ${m})\). The first part is \(${n - d}\) nines followed by \(${d}\) zeros, and the second part is \(${tail}\), which fills in the last \(${d}\) digits.`,
        tex`So the digit sum is \(9 \cdot ${n - d} + ${digitSum(tail)} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(9 * n), int(9 * (n - d)), int(9 * n - digitSum(m))],
      check: () => int(digitsOf(10n ** BigInt(n) - BigInt(m)).reduce((s, x) => s + x, 0)),
    };
  },
};

const primeFactorSum: Template = {
  id: "prime-factor-sum",
  topic: "NUMBER_THEORY",
  hardness: [1, 6],
  make(rng, h) {
    const factors = pickFactors(rng, PRIMES.slice(0, 4 + h), h <= 2 ? 2 : 3, 3, 100_000);
    const n = fromFactors(factors);
    const answer = factors.reduce((s, [p]) => s + p, 0);
    return {
      statement: [tex`What is the sum of the distinct prime factors of \(${n}\)?`],
      solution: [
        tex`Divide out small primes: \(${n} = ${factorsLatex(factors)}\).`,
        tex`The distinct primes are \(${factors.map(([p]) => p).join(", ")}\), with sum \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [
        int(factors.reduce((s, [p, e]) => s + p * e, 0)),
        int(factors[factors.length - 1][0]),
        int(answer + factors[0][0]),
      ],
      check: () => int([...new Set(trialDivision(n))].reduce((s, p) => s + p, 0)),
    };
  },
};

const chineseRemainder: Template = {
  id: "chinese-remainder",
  topic: "NUMBER_THEORY",
  hardness: [4, 8],
  make(rng, h) {
    let [moduli, remainders, product, answer] = [[] as number[], [] as number[], 0, 0];
    // Redraw until the moduli are coprime, the answer fits the AIME, and it isn't one of the
    // remainders themselves (which would make the problem trivial).
    for (;;) {
      moduli = rng.shuffle([3, 4, 5, 7, 8, 9, 11]).slice(0, h <= 5 ? 2 : 3).sort((a, b) => a - b);
      product = moduli.reduce((p, m) => p * m, 1);
      const coprime = moduli.every((m, i) => moduli.every((other, j) => i >= j || gcd(m, other) === 1));
      if (!coprime || product > 999) continue;
      remainders = moduli.map((m) => rng.int(1, m - 1));
      // x = Σ r_i · (M / m_i) · ((M / m_i)⁻¹ mod m_i), reduced mod M.
      answer = moduli.reduce((sum, m, i) => sum + remainders[i] * (product / m) * modInverse(product / m, m), 0) % product;
      if (answer > moduli[moduli.length - 1]) break;
    }
    const conditions = moduli.map((m, i) => tex`\(${remainders[i]}\) when divided by \(${m}\)`);
    return {
      statement: [
        tex`What is the smallest positive integer that leaves a remainder of ${listJoin(conditions)}?`,
      ],
      solution: [
        tex`The moduli \(${moduli.join(", ")}\) have no common factors, so by the Chinese remainder theorem there is exactly one answer from \(1\) to \(${product}\).`,
        tex`Start from the numbers leaving remainder \(${remainders[moduli.length - 1]}\) when divided by \(${moduli[moduli.length - 1]}\) (the largest modulus), and step by \(${moduli[moduli.length - 1]}\) until the other remainders match. The first such number is \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(answer + product), int(product - answer), int(answer + moduli[0])],
      check: () => int(firstInteger(1, (x) => moduli.every((m, i) => x % m === remainders[i]))),
    };
  },
};

const trailingZeros: Template = {
  id: "trailing-zeros",
  topic: "NUMBER_THEORY",
  hardness: [2, 7],
  make(rng, h) {
    const n = rng.int(15, 40 + 40 * h);
    const terms = [5, 25, 125].filter((q) => q <= n).map((q) => Math.floor(n / q));
    const answer = terms.reduce((s, t) => s + t, 0);
    return {
      statement: [tex`How many zeros are at the end of \(${n}!\) when it is written out in full?`],
      solution: [
        tex`Each final zero needs a factor of \(10 = 2 \cdot 5\), and factors of \(2\) are more plentiful, so count the factors of \(5\) in \(1, 2, \ldots, ${n}\).`,
        tex`Every multiple of \(5\) gives one factor, every multiple of \(25\) one more, and every multiple of \(125\) one more again: \(${terms.join(" + ")} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(Math.floor(n / 5)), int(Math.floor(n / 10)), int(answer + 1)],
      check: () => {
        let factorial = 1n;
        for (let i = 2n; i <= BigInt(n); i++) factorial *= i;
        return int(String(factorial).length - String(factorial).replace(/0+$/, "").length);
      },
    };
  },
};

const factorialPrimePower: Template = {
  id: "factorial-prime-power",
  topic: "NUMBER_THEORY",
  hardness: [4, 8],
  make(rng, h) {
    const p = rng.pick([2, 3, 7]);
    const n = rng.int(10 * h, 10 + 15 * h);
    const powers = range(1, 10).map((e) => p ** e).filter((q) => q <= n);
    const terms = powers.map((q) => Math.floor(n / q));
    const answer = terms.reduce((s, t) => s + t, 0);
    return {
      statement: [tex`What is the largest integer \(k\) such that \(${p}^{k}\) divides \(${n}!\)?`],
      solution: [
        tex`Count factors of \(${p}\) among \(1, 2, \ldots, ${n}\): every multiple of \(${p}\) gives one, every multiple of \(${p}^2\) gives one more, and so on.`,
        tex`By Legendre's formula, \(k = ${powers.map((q) => tex`\left\lfloor \frac{${n}}{${q}} \right\rfloor`).join(" + ")} = ${terms.length > 1 ? `${terms.join(" + ")} = ` : ""}${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(terms[0]), int(answer + 1), int(Math.floor(n / (p - 1)))],
      check: () => {
        let count = 0;
        for (const m of range(1, n)) for (let x = m; x % p === 0; x /= p) count++;
        return int(count);
      },
    };
  },
};

const divisorSum: Template = {
  id: "divisor-sum",
  topic: "NUMBER_THEORY",
  hardness: [3, 7],
  make(rng) {
    const factors = pickFactors(rng, [2, 3, 5, 7], 2, 3, 700);
    const n = fromFactors(factors);
    const series = factors.map(([p, e]) => range(0, e).map((i) => p ** i));
    const sums = series.map((terms) => terms.reduce((s, t) => s + t, 0));
    const answer = sums.reduce((product, s) => product * s, 1);
    return {
      statement: [tex`What is the sum of all the positive divisors of \(${n}\)?`],
      solution: [
        tex`Since \(${n} = ${factorsLatex(factors)}\), every divisor is one term of the expansion of`,
        tex`\[${series.map((terms) => `(${terms.join(" + ")})`).join("")} = ${sums.join(" \\cdot ")} = ${answer}.\]`,
      ],
      answer: int(answer),
      distractors: [int(answer - n), int(answer - n - 1), int(2 * n)],
      check: () => int(divisorsOf(n).reduce((s, d) => s + d, 0)),
    };
  },
};

const baseConversion: Template = {
  id: "base-conversion",
  topic: "NUMBER_THEORY",
  hardness: [3, 7],
  make(rng, h) {
    const base = rng.int(3, 9);
    if (h <= 4) {
      const digits = [rng.int(1, base - 1), ...range(1, rng.int(2, 3)).map(() => rng.int(0, base - 1))];
      const value = digits.reduce((n, d) => n * base + d, 0);
      const written = digits.join("");
      return {
        statement: [tex`The number \(${written}_{${base}}\) is written in base \(${base}\). What is it in base \(10\)?`],
        solution: [
          tex`\(${written}_{${base}} = ${digits.map((d, i) => `${d} \\cdot ${base}^{${digits.length - 1 - i}}`).join(" + ")} = ${value}\).`,
        ],
        answer: int(value),
        distractors: [int(Number(written)), int(value + base), int(digits.reduce((s, d) => s + d, 0) * base)],
        // Count up from zero in base b, carrying by hand, until the digits match.
        check: () => {
          const counter = digits.map(() => 0);
          let steps = 0;
          while (counter.join() !== digits.join()) {
            let i = counter.length - 1;
            while (counter[i] === base - 1) counter[i--] = 0;
            counter[i]++;
            steps++;
          }
          return int(steps);
        },
      };
    }
    const n = rng.int(100, 999);
    const digits: number[] = [];
    for (let rest = n; rest > 0; rest = Math.floor(rest / base)) digits.unshift(rest % base);
    const answer = digits.reduce((s, d) => s + d, 0);
    return {
      statement: [tex`When \(${n}\) is written in base \(${base}\), what is the sum of its digits?`],
      solution: [
        tex`Divide by \(${base}\) repeatedly; the remainders, read from last to first, are the digits: \(${n} = ${digits.join("")}_{${base}}\).`,
        tex`The sum of these digits is \(${digits.join(" + ")} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(digitSum(n)), int(digits.length), int(answer + base - 1)],
      // Greedy: take away the largest power of the base as often as possible, then the next one.
      check: () => {
        let rest = n;
        let sum = 0;
        let power = 1;
        while (power * base <= n) power *= base;
        for (; power >= 1; power /= base) {
          while (rest >= power) {
            rest -= power;
            sum++;
          }
        }
        return int(sum);
      },
    };
  },
};

const totient: Template = {
  id: "totient",
  topic: "NUMBER_THEORY",
  hardness: [4, 8],
  aime: true,
  make(rng, h) {
    const factors = pickFactors(rng, PRIMES.slice(0, 5), h <= 5 ? 2 : 3, 3, 999);
    const n = fromFactors(factors);
    const answer = factors.reduce((value, [p]) => (value / p) * (p - 1), n);
    return {
      statement: [tex`How many integers from \(1\) to \(${n}\) have no common factor with \(${n}\) other than \(1\)?`],
      solution: [
        tex`Since \(${n} = ${factorsLatex(factors)}\), remove the multiples of each prime factor proportionally:`,
        tex`\[${n}${factors.map(([p]) => tex` \cdot \left(1 - \frac{1}{${p}}\right)`).join("")} = ${answer}.\]`,
      ],
      answer: int(answer),
      distractors: [int(n - factors.length), int(Math.floor(n / 2)), int(n - 1)],
      check: () => int(countWhere(range(1, n), (k) => gcd(k, n) === 1)),
    };
  },
};

const repeatingDecimal: Template = {
  id: "repeating-decimal",
  topic: "NUMBER_THEORY",
  hardness: [3, 8],
  make(rng, h) {
    const den = rng.pick([7, 13, 17, 27, 37, 41]);
    let num = den;
    while (gcd(num, den) !== 1) num = rng.int(1, den - 1);
    const k = rng.int(20, 100 * h);
    // Long division: digits of num/den until the remainder comes back to num (den is coprime to 10).
    const period: number[] = [];
    let remainder = num;
    do {
      period.push(Math.floor((remainder * 10) / den));
      remainder = (remainder * 10) % den;
    } while (remainder !== num);
    const index = (k - 1) % period.length;
    const answer = period[index];
    return {
      statement: [
        tex`What is the ${ordinal(k)} digit after the decimal point in the decimal expansion of \(\frac{${num}}{${den}}\)?`,
      ],
      solution: [
        tex`Long division gives \(\frac{${num}}{${den}} = 0.\overline{${period.join("")}}\), a repeating block of length \(${period.length}\).`,
        tex`Since \(${k}\) leaves remainder \(${k % period.length}\) when divided by \(${period.length}\), the digit is the ${ordinal(index + 1)} digit of the block, \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [period[(index + 1) % period.length], period[(index + period.length - 1) % period.length], ...range(0, 9)].map(
        int,
      ),
      bounds: [0, 9],
      check: () => int(Number(((BigInt(num) * 10n ** BigInt(k)) / BigInt(den)) % 10n)),
    };
  },
};

const primeCount: Template = {
  id: "prime-count",
  topic: "NUMBER_THEORY",
  hardness: [1, 5],
  make(rng, h) {
    let [low, high] = [0, 0];
    let primes: number[] = [];
    while (primes.length === 0) {
      low = rng.int(10, 20 + 40 * h);
      high = low + rng.int(15, 20 + 5 * h);
      // Sieve of Eratosthenes up to high.
      const composite = new Array<boolean>(high + 1).fill(false);
      for (let p = 2; p * p <= high; p++) if (!composite[p]) for (let q = p * p; q <= high; q += p) composite[q] = true;
      primes = range(low + 1, high - 1).filter((n) => !composite[n]);
    }
    return {
      statement: [tex`How many prime numbers \(p\) satisfy \(${low} \lt p \lt ${high}\)?`],
      solution: [
        tex`Cross out multiples of \(2, 3, 5, 7, \ldots\) between \(${low}\) and \(${high}\). The primes left are \(${primes.join(", ")}\).`,
        tex`That is \(${primes.length}\) primes.`,
      ],
      answer: int(primes.length),
      distractors: [int(primes.length + 1), int(primes.length - 1), int(primes.length + 2)],
      check: () => int(countWhere(range(low + 1, high - 1), isPrimeByTrial)),
    };
  },
};

export const numberTheoryTemplates: Template[] = [
  gcdLcm,
  divisorCount,
  squareDivisors,
  powerRemainder,
  unitsDigit,
  nearPowerOfTen,
  primeFactorSum,
  chineseRemainder,
  trailingZeros,
  factorialPrimePower,
  divisorSum,
  baseConversion,
  totient,
  repeatingDecimal,
  primeCount,
];
