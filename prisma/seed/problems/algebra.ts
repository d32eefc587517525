// Algebra templates: equations, sequences, quadratics, functions and word problems.
import { firstInteger, range, solveInteger } from "../brute.ts";
import { linear, ordinal, paren, signed, term, tex } from "../markup.ts";
import type { Rng } from "../random.ts";
import type { Problem, Template } from "../template.ts";
import { add, div, frac, int, mul, reducedLatex, sub, toLatex } from "../value.ts";
import { NAMES } from "./names.ts";

const linearEquation: Template = {
  id: "linear-equation",
  topic: "ALGEBRA",
  hardness: [1, 5],
  make(rng, h) {
    if (h <= 2) {
      const a = rng.int(2, 3 + h);
      const x = rng.int(1, 12);
      const b = rng.int(1, 10 + 5 * h);
      const c = a * x + b;
      return {
        statement: [tex`If \(${linear(a, b)} = ${c}\), what is the value of \(x\)?`],
        solution: [
          tex`Subtract \(${b}\) from both sides: \(${a}x = ${c - b}\).`,
          tex`Divide both sides by \(${a}\): \(x = ${x}\).`,
        ],
        answer: int(x),
        distractors: [frac(c + b, a), int(c - b), int(x + 1)],
        check: () => int(solveInteger(-1000, 1000, (n) => a * n + b === c)),
      };
    }
    const a = rng.int(3, 3 + h);
    const c = rng.int(1, a - 2);
    const x = rng.int(-9, 6 + 3 * h);
    const b = rng.int(-5 * h, 5 * h);
    const d = (a - c) * x + b;
    return {
      statement: [tex`What value of \(x\) satisfies \(${linear(a, b)} = ${linear(c, d)}\)?`],
      solution: [
        tex`Subtract \(${term(c, "x")}\) from both sides and move the constant to the right:`,
        tex`\[${a - c}x = ${d} - ${paren(b)} = ${d - b}.\]`,
        tex`Dividing by \(${a - c}\) gives \(x = ${x}\).`,
      ],
      answer: int(x),
      distractors: [frac(d - b, a + c), frac(d + b, a - c), int(-x)],
      check: () => int(solveInteger(-1000, 1000, (n) => a * n + b === c * n + d)),
    };
  },
};

const linearSystem: Template = {
  id: "linear-system",
  topic: "ALGEBRA",
  hardness: [2, 8],
  make(rng, h) {
    const x = rng.int(1, 5 + 2 * h);
    const y = rng.int(1, 5 + 2 * h);
    const [a1, b1, a2, n2] = [rng.int(1, 4), rng.int(1, 4), rng.int(1, 5), rng.int(1, 4)];
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x - n2 * y;
    const askProduct = h >= 5;
    const asked = askProduct ? "xy" : "x + y";
    const result = askProduct ? x * y : x + y;
    const scalings = [
      n2 === 1 ? "" : tex`multiply the first equation by \(${n2}\), `,
      b1 === 1 ? "" : tex`multiply the second by \(${b1}\), `,
    ].join("") + (n2 === 1 && b1 === 1 ? "" : "then ");
    return {
      statement: [
        tex`Suppose \(${term(a1, "x")} + ${term(b1, "y")} = ${c1}\) and \(${term(a2, "x")} - ${term(n2, "y")} = ${c2}\). What is \(${asked}\)?`,
      ],
      solution: [
        tex`Eliminate \(y\): ${scalings}add the equations. This gives`,
        tex`\[${a1 * n2 + a2 * b1}x = ${c1 * n2 + c2 * b1},\]`,
        tex`so \(x = ${x}\). Then the first equation gives \(${term(b1, "y")} = ${c1} - ${a1 * x} = ${b1 * y}\), so \(y = ${y}\).`,
        tex`Therefore \(${asked} = ${result}\).`,
      ],
      answer: int(result),
      distractors: askProduct ? [int(x + y), int(x * y + x), int(x * (y + 1))] : [int(x), int(y), int(Math.abs(x - y))],
      check: () => {
        const solutions = range(-100, 100).flatMap((p) =>
          range(-100, 100)
            .filter((q) => a1 * p + b1 * q === c1 && a2 * p - n2 * q === c2)
            .map((q) => [p, q]),
        );
        if (solutions.length !== 1) throw new Error("The system should have one solution");
        const [p, q] = solutions[0];
        return int(askProduct ? p * q : p + q);
      },
    };
  },
};

const arithmeticTerm: Template = {
  id: "arithmetic-term",
  topic: "ALGEBRA",
  hardness: [1, 5],
  make(rng, h) {
    const first = rng.int(h <= 2 ? 1 : -10, 20);
    const step = h <= 2 ? rng.int(2, 3 + h) : rng.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6, 7]);
    const n = rng.int(10, 15 + 5 * h);
    const nth = (k: number) => first + (k - 1) * step;
    const answer = nth(n);
    const distractors = [int(first + n * step), int(first + (n - 2) * step), int(n * step)];
    // The check walks the sequence one term at a time from what the statement gives.
    const walk = (start: number, from: number, diff: number, to: number) => {
      let value = start;
      for (let k = from; k < to; k++) value += diff;
      return value;
    };
    if (h <= 2) {
      return {
        statement: [
          tex`An arithmetic sequence starts with \(${first}\), and each term is \(${step}\) more than the term before it. What is the ${ordinal(n)} term?`,
        ],
        solution: [
          tex`To get from the 1st term to the ${ordinal(n)} term we add \(${step}\) exactly \(${n - 1}\) times:`,
          tex`\[${first} + ${n - 1} \cdot ${step} = ${answer}.\]`,
        ],
        answer: int(answer),
        distractors,
        check: () => int(walk(first, 1, step, n)),
      };
    }
    const i = rng.int(2, 5);
    const j = i + rng.int(2, 4);
    const [ti, tj] = [nth(i), nth(j)];
    return {
      statement: [
        tex`The ${ordinal(i)} term of an arithmetic sequence is \(${ti}\) and the ${ordinal(j)} term is \(${tj}\). What is the ${ordinal(n)} term?`,
      ],
      solution: [
        tex`From the ${ordinal(i)} term to the ${ordinal(j)} term the common difference is added \(${j - i}\) times, so it is \(\frac{${tj} - ${paren(ti)}}{${j - i}} = ${step}\).`,
        tex`Then the ${ordinal(n)} term is \(${tj} + ${n - j} \cdot ${paren(step)} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors,
      check: () => {
        const diff = solveInteger(-50, 50, (d) => walk(ti, i, d, j) === tj);
        return int(walk(tj, j, diff, n));
      },
    };
  },
};

const arithmeticSum: Template = {
  id: "arithmetic-sum",
  topic: "ALGEBRA",
  hardness: [1, 6],
  make(rng, h) {
    const first = rng.int(1, 5 + 2 * h);
    const step = rng.int(2, 2 + Math.ceil(h / 2));
    const count = rng.int(6, 8 + 2 * h);
    const last = first + (count - 1) * step;
    const sum = (count * (first + last)) / 2;
    return {
      statement: [
        tex`What is the value of the sum \(${first} + ${first + step} + ${first + 2 * step} + \cdots + ${last}\)?`,
      ],
      solution: [
        tex`The terms go up by \(${step}\), so there are \(\frac{${last} - ${first}}{${step}} + 1 = ${count}\) terms.`,
        tex`Pairing the first and last terms, the sum is \(\frac{${count}(${first} + ${last})}{2} = ${sum}\).`,
      ],
      answer: int(sum),
      distractors: [int(sum - last), int(sum + last + step), int(count * last)],
      check: () => {
        let total = 0;
        for (let t = first; t <= last; t += step) total += t;
        return int(total);
      },
    };
  },
};

const geometricTerm: Template = {
  id: "geometric-term",
  topic: "ALGEBRA",
  hardness: [2, 7],
  make(rng, h) {
    const first = rng.int(1, 9);
    const ratio = rng.int(2, h >= 6 ? 4 : 3);
    const nth = (k: number) => first * ratio ** (k - 1);
    // The check rebuilds the sequence by repeated multiplication from candidate (first, ratio) pairs.
    const termsOf = (a: number, r: number, count: number) => {
      const terms = [a];
      while (terms.length < count) terms.push(terms[terms.length - 1] * r);
      return terms;
    };
    if (h <= 3) {
      const n = rng.int(4, 7);
      return {
        statement: [
          tex`The first term of a geometric sequence is \(${first}\) and each term is \(${ratio}\) times the term before it. What is the ${ordinal(n)} term?`,
        ],
        solution: [tex`The ${ordinal(n)} term is \(${first} \cdot ${ratio}^{${n - 1}} = ${nth(n)}\).`],
        answer: int(nth(n)),
        distractors: [int(nth(n + 1)), int(nth(n - 1)), int(first + (n - 1) * ratio)],
        check: () => int(termsOf(first, ratio, n)[n - 1]),
      };
    }
    const i = rng.int(2, 4);
    const j = i + rng.int(2, 3);
    return {
      statement: [
        tex`In a geometric sequence of positive integers, the ${ordinal(i)} term is \(${nth(i)}\) and the ${ordinal(j)} term is \(${nth(j)}\). What is the first term?`,
      ],
      solution: [
        tex`Going from the ${ordinal(i)} term to the ${ordinal(j)} term multiplies by the ratio \(${j - i}\) times, so \(r^{${j - i}} = \frac{${nth(j)}}{${nth(i)}} = ${ratio ** (j - i)}\) and \(r = ${ratio}\).`,
        tex`The first term is \(\frac{${nth(i)}}{${i === 2 ? ratio : `${ratio}^{${i - 1}}`}} = ${first}\).`,
      ],
      answer: int(first),
      distractors: [int(first * ratio), frac(first, ratio), int(ratio)],
      check: () => {
        const matches = range(1, 1000).flatMap((a) =>
          range(2, 20)
            .filter((r) => {
              const terms = termsOf(a, r, j);
              return terms[i - 1] === nth(i) && terms[j - 1] === nth(j);
            })
            .map(() => a),
        );
        if (matches.length !== 1) throw new Error("Expected one geometric sequence");
        return int(matches[0]);
      },
    };
  },
};

// At AIME hardness: irrational roots, so the answer needs Vieta's formulas and the sum of cubes.
function vietaQuotient(rng: Rng, h: number): Problem {
  let S = 0;
  let P = 0;
  // Two distinct real roots that are not whole numbers (S² − 4P positive and not a square).
  while (S * S - 4 * P <= 0 || Number.isInteger(Math.sqrt(S * S - 4 * P))) [S, P] = [rng.int(3, 3 + h), rng.int(2, 2 + 2 * h)];
  const cubes = S ** 3 - 3 * P * S;
  const answer = frac(cubes, P);
  return {
    statement: [
      tex`Let \(r\) and \(s\) be the two roots of \(x^2${signed(-S, "x")}${signed(P)} = 0\). Find \(\frac{r^2}{s} + \frac{s^2}{r}\).`,
    ],
    solution: [
      tex`By Vieta's formulas, \(r + s = ${S}\) and \(rs = ${P}\). Over a common denominator, \(\frac{r^2}{s} + \frac{s^2}{r} = \frac{r^3 + s^3}{rs}\).`,
      tex`Then \(r^3 + s^3 = (r+s)^3 - 3rs(r+s) = ${S}^3 - 3 \cdot ${P} \cdot ${S} = ${cubes}\), so the value is \(${reducedLatex(cubes, P)}\).`,
    ],
    answer,
    distractors: [frac(S ** 3, P), frac(cubes, P * P), frac(S * S - 2 * P, P)],
    check: () => {
      const root = Math.sqrt(S * S - 4 * P);
      const [r, s] = [(S + root) / 2, (S - root) / 2];
      return frac(Math.round(((r * r) / s + (s * s) / r) * P), P);
    },
  };
}

// At AIME hardness: a product of four factors, made a quadratic in x² − (a + d)x by pairing the
// outer and the inner factors (a + d = b + c).
function quarticMinimum(rng: Rng, h: number): Problem {
  const a = rng.int(1, 6);
  const width = rng.int(5, 3 + h);
  const d = a + width;
  const t = rng.int(1, Math.floor((width - 1) / 2));
  const [b, c] = [a + t, d - t];
  const gap = b * c - a * d;
  const shift = Math.ceil((gap * gap) / 4) + rng.int(1, 12 * h);
  const answer = frac(4 * shift - gap * gap, 4);
  const f = (x: number) => (x - a) * (x - b) * (x - c) * (x - d) + shift;
  return {
    statement: [
      tex`What is the smallest value that \(f(x) = (x - ${a})(x - ${b})(x - ${c})(x - ${d}) + ${shift}\) takes for real numbers \(x\)?`,
    ],
    solution: [
      tex`Pair the outer and the inner factors: \((x - ${a})(x - ${d}) = x^2 - ${a + d}x + ${a * d}\) and \((x - ${b})(x - ${c}) = x^2 - ${b + c}x + ${b * c}\). With \(u = x^2 - ${a + d}x + ${a * d}\), \(f(x) = u(u + ${gap}) + ${shift}\).`,
      tex`Completing the square, \(f(x) = \left(u + ${toLatex(frac(gap, 2))}\right)^2 - ${toLatex(frac(gap * gap, 4))} + ${shift}\).`,
      tex`The value \(u = ${toLatex(frac(-gap, 2))}\) is reached, since \(u = \left(x - ${toLatex(frac(a + d, 2))}\right)^2 - ${toLatex(frac(width * width, 4))}\) takes every value from \(-${toLatex(frac(width * width, 4))}\) up. So the smallest value is \(${shift} - ${toLatex(frac(gap * gap, 4))} = ${toLatex(answer)}\).`,
    ],
    answer,
    distractors: [int(shift), frac(shift * 4 + gap * gap, 4), frac(4 * shift - gap * gap, 2)],
    check: () => {
      // Sample f finely over [a, d], where the minimum lies, and round to the nearest quarter.
      let least = Infinity;
      for (let x = a; x <= d; x += 1 / 4096) least = Math.min(least, f(x));
      return frac(Math.round(least * 4), 4);
    },
  };
}

const vietaPowerSum: Template = {
  id: "vieta-power-sum",
  topic: "ALGEBRA",
  hardness: [5, 8],
  aime: true,
  make(rng, h) {
    if (h >= 6) return vietaQuotient(rng, h);
    let r = 0;
    let s = 0;
    while (r === s || r + s === 0 || r * s === 0) [r, s] = [rng.int(-3, 4 + h), rng.int(-3, 4 + h)];
    const S = r + s;
    const P = r * s;
    const cubes = h >= 6;
    const asked = cubes ? "r^3 + s^3" : "r^2 + s^2";
    const answer = cubes ? S ** 3 - 3 * P * S : S ** 2 - 2 * P;
    return {
      statement: [
        tex`Let \(r\) and \(s\) be the two roots of \(x^2${signed(-S, "x")}${signed(P)} = 0\). What is \(${asked}\)?`,
      ],
      solution: [
        tex`By Vieta's formulas, \(r + s = ${S}\) and \(rs = ${P}\).`,
        cubes
          ? tex`Then \(r^3 + s^3 = (r+s)^3 - 3rs(r+s) = ${paren(S)}^3 - 3 \cdot ${paren(P)} \cdot ${paren(S)} = ${answer}\).`
          : tex`Then \(r^2 + s^2 = (r+s)^2 - 2rs = ${paren(S)}^2 - 2 \cdot ${paren(P)} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: cubes
        ? [int(S ** 3), int(S ** 3 - 3 * P), int(S ** 3 + 3 * P * S)]
        : [int(S ** 2), int(S ** 2 + 2 * P), int(S ** 2 - P)],
      check: () => {
        const roots = range(-100, 100).filter((x) => x * x - S * x + P === 0);
        return int(roots.reduce((total, x) => total + x ** (cubes ? 3 : 2), 0));
      },
    };
  },
};

const quadraticMinimum: Template = {
  id: "quadratic-minimum",
  topic: "ALGEBRA",
  hardness: [4, 8],
  aime: true,
  make(rng, h) {
    if (h >= 6) return quarticMinimum(rng, h);
    const a = h >= 5 ? rng.int(1, 3) : 1;
    const vertex = rng.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]);
    const minimum = rng.int(-20, 20);
    const b = -2 * a * vertex;
    const c = a * vertex ** 2 + minimum;
    const f = (x: number) => a * x * x + b * x + c;
    return {
      statement: [
        tex`What is the smallest value that \(f(x) = ${term(a, "x^2")}${signed(b, "x")}${signed(c)}\) takes for real numbers \(x\)?`,
      ],
      solution: [
        tex`Complete the square: \(f(x) = ${a === 1 ? "" : a}(x ${vertex > 0 ? "-" : "+"} ${Math.abs(vertex)})^2${signed(minimum)}\).`,
        tex`The square is never negative and equals \(0\) at \(x = ${vertex}\), so the smallest value is \(${minimum}\).`,
      ],
      answer: int(minimum),
      distractors: [int(c), int(vertex), int(-minimum)],
      // The vertex is at an integer, so the minimum over the integers is the true minimum.
      check: () => int(Math.min(...range(-100, 100).map(f))),
    };
  },
};

const functionComposition: Template = {
  id: "function-composition",
  topic: "ALGEBRA",
  hardness: [2, 8],
  make(rng, h) {
    const [a, c] = [rng.int(2, 3 + Math.floor(h / 2)), rng.int(2, 4)];
    const [b, d] = [rng.pick([-7, -5, -3, -1, 1, 2, 4, 6]), rng.pick([-6, -4, -2, 1, 3, 5, 7])];
    const k = rng.int(-3, 6);
    const f = (x: number) => a * x + b;
    const g = (x: number) => c * x + d;
    if (h <= 4) {
      // f(g(x)) = acx + (ad + b): the composed line, evaluated once.
      const answer = a * c * k + (a * d + b);
      return {
        statement: [
          tex`Let \(f(x) = ${linear(a, b)}\) and \(g(x) = ${linear(c, d)}\). What is \(f(g(${k}))\)?`,
        ],
        solution: [
          tex`First \(g(${k}) = ${c} \cdot ${paren(k)}${signed(d)} = ${g(k)}\).`,
          tex`Then \(f(${g(k)}) = ${a} \cdot ${paren(g(k))}${signed(b)} = ${answer}\).`,
        ],
        answer: int(answer),
        distractors: [int(g(f(k))), int(f(k) + g(k)), int(f(k) * g(k))],
        check: () => int(f(g(k))),
      };
    }
    // f(f(f(x))) = a^3 x + b(a^2 + a + 1).
    const answer = a ** 3 * k + b * (a * a + a + 1);
    return {
      statement: [tex`Let \(f(x) = ${linear(a, b)}\). What is \(f(f(f(${k})))\)?`],
      solution: [
        tex`Work from the inside out: \(f(${k}) = ${f(k)}\), then \(f(${f(k)}) = ${f(f(k))}\), and finally \(f(${f(f(k))}) = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(f(f(k))), int(3 * f(k)), int(a ** 3 * k + b)],
      check: () => int(f(f(f(k)))),
    };
  },
};

const averageAdded: Template = {
  id: "average-added",
  topic: "ALGEBRA",
  hardness: [1, 5],
  make(rng, h) {
    const n = rng.int(4, 4 + h);
    const mean = rng.int(10, 20 + 5 * h);
    let change = rng.pick([-2, -1, 1, 2, 3, 4]);
    if (mean + (n + 1) * change <= 0) change = -change;
    const newMean = mean + change;
    const added = (n + 1) * newMean - n * mean;
    return {
      statement: [
        tex`The average of \(${n}\) numbers is \(${mean}\). When one more number is included, the average of all \(${n + 1}\) numbers is \(${newMean}\). What number was included?`,
      ],
      solution: [
        tex`The \(${n}\) numbers add up to \(${n} \cdot ${mean} = ${n * mean}\), and the \(${n + 1}\) numbers add up to \(${n + 1} \cdot ${newMean} = ${(n + 1) * newMean}\).`,
        tex`The new number is the difference, \(${(n + 1) * newMean} - ${n * mean} = ${added}\).`,
      ],
      answer: int(added),
      distractors: [int(newMean + change), int(newMean), int(n * change)],
      // Any list with the right average will do: take n copies of the mean and try each candidate.
      check: () =>
        int(
          solveInteger(-2000, 2000, (candidate) => {
            const list = [...Array<number>(n).fill(mean), candidate];
            const average = div(
              list.reduce((total, x) => add(total, int(x)), int(0)),
              int(list.length),
            );
            return average.num === newMean && average.den === 1;
          }),
        ),
    };
  },
};

const consecutiveSum: Template = {
  id: "consecutive-sum",
  topic: "ALGEBRA",
  hardness: [1, 6],
  make(rng, h) {
    const count = rng.int(3, 4 + h);
    const smallest = rng.int(1, 10 + 10 * h);
    const triangle = (count * (count - 1)) / 2;
    const total = count * smallest + triangle;
    return {
      statement: [tex`The sum of \(${count}\) consecutive integers is \(${total}\). What is the largest of these integers?`],
      solution: [
        tex`If the smallest is \(n\), the sum is \(n + (n+1) + \cdots + (n+${count - 1}) = ${count}n + ${triangle}\).`,
        tex`So \(${count}n = ${total} - ${triangle} = ${total - triangle}\), \(n = ${smallest}\), and the largest is \(${smallest} + ${count - 1} = ${smallest + count - 1}\).`,
      ],
      answer: int(smallest + count - 1),
      distractors: [int(smallest), int(smallest + count), int(smallest + count - 2)],
      check: () =>
        int(
          solveInteger(-1000, 1000, (start) => range(start, start + count - 1).reduce((s, x) => s + x, 0) === total) +
            count -
            1,
        ),
    };
  },
};

const ages: Template = {
  id: "ages",
  topic: "ALGEBRA",
  hardness: [1, 5],
  make(rng, h) {
    const [older, younger] = rng.shuffle(NAMES);
    let [p, q, s, t] = [0, 0, 0, 0];
    while (t === 0 || !Number.isInteger(t)) {
      q = rng.int(2, h >= 3 ? 3 : 2);
      p = rng.int(q + 1, q + 3);
      s = rng.int(2, 12);
      t = ((p - q) * s) / (q - 1);
    }
    const times = (k: number) => (k === 2 ? "twice" : `${k} times`);
    return {
      statement: [
        tex`${older} is ${times(p)} as old as ${younger}. In ${t} years, ${older} will be ${times(q)} as old as ${younger}. How old is ${older} now?`,
      ],
      solution: [
        tex`Let ${younger} be \(y\) years old, so ${older} is \(${p}y\). In ${t} years: \(${p}y + ${t} = ${q}(y + ${t})\).`,
        tex`This gives \(${p - q === 1 ? "" : p - q}y = ${(q - 1) * t}\), so \(y = ${s}\) and ${older} is \(${p * s}\) years old.`,
      ],
      answer: int(p * s),
      distractors: [int(s), int(p * s + t), int(q * (s + t))],
      check: () => int(p * solveInteger(1, 500, (y) => p * y + t === q * (y + t))),
    };
  },
};

const percentChange: Template = {
  id: "percent-change",
  topic: "ALGEBRA",
  hardness: [1, 6],
  make(rng, h) {
    const up = rng.pick([10, 20, 25, 30, 40, 50]);
    const down = rng.pick([10, 20, 25, 30, 40, 50].filter((x) => x !== up));
    const price = 400 * rng.int(1, 1 + Math.ceil(h / 2));
    // 400 times two multiples of 5, over 10000, is always a whole number of dollars.
    const answer = (price * (100 + up) * (100 - down)) / 10000;
    const raised = (price * (100 + up)) / 100;
    return {
      statement: [
        tex`A bicycle costs \(${price}\) dollars. Its price is raised by ${up}%, and then the new price is lowered by ${down}%. What is the final price, in dollars?`,
      ],
      solution: [
        tex`After the increase the price is \(${price} \cdot \frac{${100 + up}}{100} = ${raised}\).`,
        tex`After the decrease it is \(${raised} \cdot \frac{${100 - down}}{100} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int((price * (100 + up - down)) / 100), int(price), frac(price * (100 - up) * (100 + down), 10000)],
      // Step by step, exactly: add the raise, then subtract the discount from the raised price.
      check: () => {
        const afterRaise = add(int(price), mul(int(price), frac(up, 100)));
        return sub(afterRaise, mul(afterRaise, frac(down, 100)));
      },
    };
  },
};

const exponentEquation: Template = {
  id: "exponent-equation",
  topic: "ALGEBRA",
  hardness: [2, 8],
  make(rng, h) {
    const base = rng.pick([2, 3]);
    const [p, q] = rng.shuffle(base === 2 ? [2, 3, 4, 5] : [2, 3, 4]);
    const x = rng.int(1, 3 + h);
    const shift = rng.int(1, 5);
    const k = p * x + q * (x + shift);
    const [left, right] = [base ** p, base ** q];
    return {
      statement: [tex`If \(${left}^{x} \cdot ${right}^{x + ${shift}} = ${base}^{${k}}\), what is \(x\)?`],
      solution: [
        tex`Write everything as a power of \(${base}\): \(${left}^{x} = ${base}^{${p}x}\) and \(${right}^{x+${shift}} = ${base}^{${q}(x+${shift})}\).`,
        tex`Comparing exponents, \(${p}x + ${q}(x + ${shift}) = ${k}\), so \(${p + q}x = ${k - q * shift}\) and \(x = ${x}\).`,
      ],
      answer: int(x),
      distractors: [frac(k, p + q), frac(k - shift, p + q), int(x + shift)],
      check: () => {
        const power = (b: number, e: number) => BigInt(b) ** BigInt(e);
        return int(solveInteger(0, 100, (n) => power(left, n) * power(right, n + shift) === power(base, k)));
      },
    };
  },
};

const workRate: Template = {
  id: "work-rate",
  topic: "ALGEBRA",
  hardness: [2, 6],
  make(rng, h) {
    const a = rng.int(2, 6 + 2 * h);
    let b = a;
    while (b === a) b = rng.int(2, 6 + 2 * h);
    const answer = frac(a * b, a + b);
    return {
      statement: [
        tex`One hose can fill a pool in \(${a}\) hours and a second hose can fill it in \(${b}\) hours. How many hours does it take to fill the pool using both hoses together?`,
      ],
      solution: [
        tex`In one hour the hoses fill \(\frac{1}{${a}} + \frac{1}{${b}} = \frac{${a + b}}{${a * b}}\) of the pool.`,
        tex`So the whole pool takes \(${reducedLatex(a * b, a + b)}\) hours.`,
      ],
      answer,
      distractors: [frac(a + b, 2), frac(a + b, a * b), int(Math.abs(a - b))],
      // In a common number of hours L, the hoses fill L/a + L/b pools together.
      check: () => {
        const hours = firstInteger(1, (n) => n % a === 0 && n % b === 0);
        return frac(hours, hours / a + hours / b);
      },
    };
  },
};

export const algebraTemplates: Template[] = [
  linearEquation,
  linearSystem,
  arithmeticTerm,
  arithmeticSum,
  geometricTerm,
  vietaPowerSum,
  quadraticMinimum,
  functionComposition,
  averageAdded,
  consecutiveSum,
  ages,
  percentChange,
  exponentEquation,
  workRate,
];
