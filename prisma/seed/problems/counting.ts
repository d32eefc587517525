// Counting and probability templates: arrangements, selections, paths, dice, coins and draws.
import { countWhere, digitsOf, permutations, range, sequences, solveInteger, subsets } from "../brute.ts";
import { listJoin, tex } from "../markup.ts";
import { binomial, factorial, lcm } from "../math.ts";
import type { Rng } from "../random.ts";
import type { Problem, Template } from "../template.ts";
import { frac, int, reducedLatex } from "../value.ts";
import { NAMES } from "./names.ts";

/** Pairs i < j counted one at a time. */
const countPairs = (n: number) => countWhere(range(0, n - 1).flatMap((i) => range(i + 1, n - 1)), () => true);

const handshakes: Template = {
  id: "handshakes",
  topic: "COUNTING_PROBABILITY",
  hardness: [1, 4],
  make(rng, h) {
    const n = rng.int(5, 8 + 4 * h);
    const total = binomial(n, 2);
    if (h <= 2) {
      return {
        statement: [
          tex`At a meeting, each of the \(${n}\) people shakes hands exactly once with each of the other people. How many handshakes take place?`,
        ],
        solution: [
          tex`Each of the \(${n}\) people shakes \(${n - 1}\) hands, and every handshake is counted twice this way, so there are \(\frac{${n} \cdot ${n - 1}}{2} = ${total}\) handshakes.`,
        ],
        answer: int(total),
        distractors: [int(n * (n - 1)), int(n * n), int(total + n)],
        check: () => int(countPairs(n)),
      };
    }
    return {
      statement: [
        tex`At a party, every guest shook hands exactly once with every other guest. There were \(${total}\) handshakes in all. How many guests were there?`,
      ],
      solution: [
        tex`Each of \(n\) guests shakes \(n - 1\) hands, and this counts every handshake twice, so there are \(\frac{n(n-1)}{2}\) handshakes.`,
        tex`So \(n(n - 1) = ${2 * total}\), and since \(${n} \cdot ${n - 1} = ${2 * total}\), there were \(${n}\) guests.`,
      ],
      answer: int(n),
      distractors: [int(n - 1), int(n + 1), int(n + 2)],
      check: () => int(solveInteger(2, 60, (k) => countPairs(k) === total)),
    };
  },
};

const WORDS = ["MOON", "BOOK", "LEVEL", "APPLE", "RADAR", "PEPPER", "BANANA", "LETTER", "COFFEE", "TOMATO", "BALLOON", "ADDRESS"];

const wordArrangements: Template = {
  id: "word-arrangements",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 8],
  make(rng, h) {
    const word = rng.pick(WORDS.filter((w) => (h <= 3 ? w.length <= 5 : w.length >= 6)));
    const letters = [...word];
    const repeats = [...new Set(letters)].map((l) => [l, countWhere(letters, (x) => x === l)] as const);
    const repeated = repeats.filter(([, count]) => count > 1);
    const denominator = repeated.reduce((product, [, count]) => product * factorial(count), 1);
    const answer = factorial(letters.length) / denominator;
    return {
      statement: [tex`How many different arrangements are there of the letters of the word <strong>${word}</strong>?`],
      solution: [
        tex`There are \(${letters.length}\) letters; ${repeated.map(([l, count]) => tex`${l} appears \(${count}\) times`).join(", ")}.`,
        tex`Arrange all \(${letters.length}\) as if they were different, then divide out the orders of the repeated letters: \(\frac{${letters.length}!}{${repeated.map(([, count]) => `${count}!`).join(" \\cdot ")}} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(factorial(letters.length)), int(answer * 2), int(factorial(letters.length - 1))],
      check: () => int(new Set([...permutations(letters)].map((p) => p.join(""))).size),
    };
  },
};

const committee: Template = {
  id: "committee",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 7],
  make(rng, h) {
    if (h <= 3) {
      const n = rng.int(5, 8 + h);
      const k = rng.int(2, 4);
      const answer = binomial(n, k);
      return {
        statement: [tex`In how many ways can a committee of \(${k}\) students be chosen from a club of \(${n}\) students?`],
        solution: [
          tex`The order of choosing does not matter, so the count is \(\binom{${n}}{${k}} = ${answer}\).`,
        ],
        answer: int(answer),
        distractors: [int(factorial(n) / factorial(n - k)), int(binomial(n, k - 1)), int(n * k)],
        check: () => int(countWhere(subsets(range(1, n)), (s) => s.length === k)),
      };
    }
    const seventh = rng.int(3, 4 + Math.floor(h / 2));
    const eighth = rng.int(3, 4 + Math.floor(h / 2));
    const k = rng.int(3, 4);
    const all = binomial(seventh + eighth, k);
    const answer = all - binomial(seventh, k) - binomial(eighth, k);
    return {
      statement: [
        tex`A team of \(${k}\) is chosen from \(${seventh}\) seventh graders and \(${eighth}\) eighth graders. In how many ways can this be done if the team must include at least one student from each grade?`,
      ],
      solution: [
        tex`Without the restriction there are \(\binom{${seventh + eighth}}{${k}} = ${all}\) teams.`,
        tex`Subtract the teams from only one grade: \(${all} - \binom{${seventh}}{${k}} - \binom{${eighth}}{${k}} = ${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(all), int(seventh * eighth * binomial(seventh + eighth - 2, k - 2)), int(all - binomial(seventh, k))],
      check: () => {
        const people = range(1, seventh + eighth);
        return int(
          countWhere(subsets(people), (s) => s.length === k && s.some((p) => p <= seventh) && s.some((p) => p > seventh)),
        );
      },
    };
  },
};

const DIE = [1, 2, 3, 4, 5, 6];

const diceSum: Template = {
  id: "dice-sum",
  topic: "COUNTING_PROBABILITY",
  hardness: [1, 8],
  make(rng, h) {
    const dice = h <= 4 ? 2 : 3;
    const sum = dice === 2 ? rng.int(3, 11) : rng.int(5, 16);
    const outcomes = 6 ** dice;
    // Two dice: 6 - |s - 7| ways. Three dice: inclusion-exclusion over dice showing more than 6.
    const ways =
      dice === 2
        ? 6 - Math.abs(sum - 7)
        : range(0, 3).reduce((total, j) => total + (-1) ** j * binomial(3, j) * binomial(sum - 6 * j - 1, 2), 0);
    const answer = frac(ways, outcomes);
    const pairs = range(1, 6)
      .filter((a) => sum - a >= 1 && sum - a <= 6)
      .map((a) => `(${a}, ${sum - a})`);
    return {
      statement: [
        tex`${dice === 2 ? "Two" : "Three"} fair six-sided dice are rolled. What is the probability that the numbers shown add up to \(${sum}\)?`,
      ],
      solution:
        dice === 2
          ? [
              tex`There are \(36\) equally likely ordered outcomes. Those with sum \(${sum}\) are \(${pairs.join(", ")}\), which is \(${ways}\) outcomes.`,
              tex`The probability is \(${reducedLatex(ways, 36)}\).`,
            ]
          : [
              tex`There are \(216\) equally likely ordered outcomes. Writing each die as \(1\) plus a number from \(0\) to \(5\), we need three such numbers adding up to \(${sum - 3}\).`,
              tex`Stars and bars gives \(\binom{${sum - 1}}{2}\) solutions without the upper limit; removing those where some die would exceed \(6\) (inclusion-exclusion) leaves \(${ways}\).`,
              tex`The probability is \(${reducedLatex(ways, 216)}\).`,
            ],
      answer,
      distractors: [frac(1, 5 * dice + 1), frac(ways + 1, outcomes), frac(2 * ways, outcomes)],
      bounds: [0, 1],
      check: () => frac(countWhere(sequences(DIE, dice), (roll) => roll.reduce((s, x) => s + x, 0) === sum), outcomes),
    };
  },
};

const coinFlips: Template = {
  id: "coin-flips",
  topic: "COUNTING_PROBABILITY",
  hardness: [1, 8],
  make(rng, h) {
    const n = rng.int(3, Math.min(12, 4 + h));
    const k = rng.int(1, n - 1);
    const atLeast = h >= 4;
    const favourable = atLeast
      ? range(k, n).reduce((total, j) => total + binomial(n, j), 0)
      : binomial(n, k);
    const answer = frac(favourable, 2 ** n);
    return {
      statement: [
        tex`A fair coin is flipped \(${n}\) times. What is the probability of getting ${atLeast ? "at least" : "exactly"} \(${k}\) ${k === 1 ? "head" : "heads"}?`,
      ],
      solution: [
        tex`All \(2^{${n}} = ${2 ** n}\) sequences of flips are equally likely.`,
        atLeast
          ? tex`The number with at least \(${k}\) heads is \(${range(k, n).map((j) => `\\binom{${n}}{${j}}`).join(" + ")} = ${favourable}\).`
          : tex`The number with exactly \(${k}\) ${k === 1 ? "head" : "heads"} is \(\binom{${n}}{${k}} = ${favourable}\), since we choose which flips are heads.`,
        tex`So the probability is \(${reducedLatex(favourable, 2 ** n)}\).`,
      ],
      answer,
      distractors: [frac(k, n), frac(1, 2 ** n), frac(favourable, 2 ** (n - 1))],
      bounds: [0, 1],
      check: () => {
        const hits = countWhere(sequences(["H", "T"], n), (flips) => {
          const heads = countWhere(flips, (f) => f === "H");
          return atLeast ? heads >= k : heads === k;
        });
        return frac(hits, 2 ** n);
      },
    };
  },
};

const gridPaths: Template = {
  id: "grid-paths",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 8],
  make(rng, h) {
    const right = rng.int(3, 3 + Math.ceil(h / 2));
    const up = rng.int(2, 2 + Math.ceil(h / 2));
    const [p, q] = [rng.int(1, right - 1), rng.int(1, up - 1)];
    const total = binomial(right + up, right);
    const through = binomial(p + q, p) * binomial(right - p + up - q, right - p);
    const kind = h <= 3 ? "all" : h <= 5 ? "through" : "avoid";
    const answer = { all: total, through, avoid: total - through }[kind];
    const question = {
      all: "How many such paths are there?",
      through: tex`How many such paths pass through the point \((${p}, ${q})\)?`,
      avoid: tex`How many such paths avoid the point \((${p}, ${q})\)?`,
    }[kind];
    const solution = [
      tex`A path is a sequence of \(${right}\) steps right and \(${up}\) steps up in some order, so there are \(\binom{${right + up}}{${right}} = ${total}\) paths in all.`,
    ];
    if (kind !== "all") {
      solution.push(
        tex`Paths through \((${p}, ${q})\): \(\binom{${p + q}}{${p}}\) ways to get there times \(\binom{${right - p + up - q}}{${right - p}}\) ways to continue, which is \(${through}\).`,
      );
    }
    if (kind === "avoid") solution.push(tex`So \(${total} - ${through} = ${answer}\) paths avoid it.`);
    return {
      statement: [
        tex`A path goes from \((0, 0)\) to \((${right}, ${up})\) in steps of one unit, each step either to the right or up. ${question}`,
      ],
      solution,
      answer: int(answer),
      distractors: {
        all: [int(right * up), int(2 ** (right + up)), int(right + up)],
        through: [int(total), int(binomial(p + q, p) + binomial(right - p + up - q, right - p)), int(2 * through)],
        avoid: [int(total), int(through), int(total - binomial(p + q, p))],
      }[kind],
      check: () => {
        const steps = range(0, right + up - 1);
        return int(
          countWhere(subsets(steps), (rightSteps) => {
            if (rightSteps.length !== right) return false;
            let [x, y] = [0, 0];
            let visited = false;
            for (const step of steps) {
              if (rightSteps.includes(step)) x++;
              else y++;
              if (x === p && y === q) visited = true;
            }
            return kind === "all" || (kind === "through" ? visited : !visited);
          }),
        );
      },
    };
  },
};

const divisibleByEither: Template = {
  id: "divisible-by-either",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 7],
  make(rng, h) {
    const n = rng.int(50, 100 * h);
    let [a, b] = [2, 4];
    // Neither divides the other, or "divisible by a or b" would just mean "divisible by a".
    while (b % a === 0) [a, b] = rng.shuffle([2, 3, 4, 5, 6, 7, 9]).slice(0, 2).sort((x, y) => x - y);
    const both = lcm(a, b);
    const union = Math.floor(n / a) + Math.floor(n / b) - Math.floor(n / both);
    const neither = h >= 5;
    const answer = neither ? n - union : union;
    return {
      statement: [
        tex`How many integers from \(1\) to \(${n}\) are divisible by ${neither ? tex`neither \(${a}\) nor \(${b}\)` : tex`\(${a}\) or \(${b}\) (or both)`}?`,
      ],
      solution: [
        tex`There are \(\lfloor ${n}/${a} \rfloor = ${Math.floor(n / a)}\) multiples of \(${a}\) and \(\lfloor ${n}/${b} \rfloor = ${Math.floor(n / b)}\) multiples of \(${b}\). The numbers divisible by both are the multiples of \(\operatorname{lcm}(${a}, ${b}) = ${both}\), and there are \(${Math.floor(n / both)}\) of those.`,
        tex`By inclusion-exclusion, \(${Math.floor(n / a)} + ${Math.floor(n / b)} - ${Math.floor(n / both)} = ${union}\) numbers are divisible by at least one of them.`,
        ...(neither ? [tex`So \(${n} - ${union} = ${answer}\) are divisible by neither.`] : []),
      ],
      answer: int(answer),
      distractors: [
        int(neither ? union : Math.floor(n / a) + Math.floor(n / b)),
        int(neither ? n - Math.floor(n / a) - Math.floor(n / b) : n - union),
        int(answer + Math.floor(n / both)),
      ],
      check: () => int(countWhere(range(1, n), (k) => (k % a === 0 || k % b === 0) !== neither)),
    };
  },
};

const seatingInRow: Template = {
  id: "seating-in-row",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 6],
  make(rng, h) {
    const n = rng.int(4, Math.min(7, 3 + h));
    const [first, second] = rng.shuffle(NAMES);
    const apart = h >= 4;
    const together = 2 * factorial(n - 1);
    const answer = apart ? factorial(n) - together : together;
    return {
      statement: [
        tex`${first}, ${second}, and \(${n - 2}\) other friends sit in a row of \(${n}\) chairs. In how many ways can they sit if ${first} and ${second} must ${apart ? "not " : ""}sit next to each other?`,
      ],
      solution: [
        tex`Glue ${first} and ${second} into one block: there are \(${n - 1}!\) orders of the block and the others, and \(2\) orders inside the block, giving \(2 \cdot ${factorial(n - 1)} = ${together}\) seatings with them together.`,
        ...(apart ? [tex`All seatings number \(${n}! = ${factorial(n)}\), so \(${factorial(n)} - ${together} = ${answer}\) keep them apart.`] : []),
      ],
      answer: int(answer),
      distractors: [int(factorial(n)), int(factorial(n - 1)), int(apart ? factorial(n) - factorial(n - 1) : together * 2)],
      check: () =>
        int(
          countWhere(permutations(range(0, n - 1)), (seats) => {
            const adjacent = Math.abs(seats.indexOf(0) - seats.indexOf(1)) === 1;
            return adjacent !== apart;
          }),
        ),
    };
  },
};

const marbles: Template = {
  id: "marbles",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 8],
  make(rng, h) {
    const colours = h >= 5 ? ["red", "blue", "green"] : ["red", "blue"];
    const counts = colours.map(() => rng.int(2, 4 + Math.floor(h / 2)));
    const total = counts.reduce((s, c) => s + c, 0);
    const same = counts.reduce((s, c) => s + binomial(c, 2), 0);
    const answer = frac(same, binomial(total, 2));
    const withReplacement = frac(
      counts.reduce((s, c) => s + c * c, 0),
      total * total,
    );
    return {
      statement: [
        tex`A bag holds ${listJoin(counts.map((c, i) => tex`\(${c}\) ${colours[i]}`))} marbles. Two marbles are drawn at random without replacement. What is the probability that they are the same color?`,
      ],
      solution: [
        tex`There are \(\binom{${total}}{2} = ${binomial(total, 2)}\) equally likely pairs.`,
        tex`Pairs of one color: \(${counts.map((c) => `\\binom{${c}}{2}`).join(" + ")} = ${same}\).`,
        tex`So the probability is \(${reducedLatex(same, binomial(total, 2))}\).`,
      ],
      answer,
      distractors: [withReplacement, frac(1, colours.length), frac(binomial(total, 2) - same, binomial(total, 2))],
      bounds: [0, 1],
      check: () => {
        const bag = counts.flatMap((c, colour) => Array<number>(c).fill(colour));
        const draws = range(0, total - 1).flatMap((i) => range(0, total - 1).filter((j) => j !== i).map((j) => [i, j]));
        return frac(countWhere(draws, ([i, j]) => bag[i] === bag[j]), draws.length);
      },
    };
  },
};

const digitSumCount: Template = {
  id: "digit-sum-count",
  topic: "COUNTING_PROBABILITY",
  hardness: [1, 6],
  make(rng, h) {
    const length = h <= 2 ? 2 : 3;
    const sum = rng.int(4, 9 * length - 4);
    // Digits d1 - 1 ≤ 8 and the rest ≤ 9 add up to sum - 1: stars and bars with inclusion-exclusion.
    const caps = [8, ...Array<number>(length - 1).fill(9)];
    const unrestricted = binomial(sum - 1 + length - 1, length - 1);
    let answer = 0;
    for (let mask = 0; mask < 2 ** length; mask++) {
      const over = caps.filter((_, i) => (mask >> i) & 1);
      const rest = sum - 1 - over.reduce((s, c) => s + c + 1, 0);
      answer += (-1) ** over.length * (rest < 0 ? 0 : binomial(rest + length - 1, length - 1));
    }
    return {
      statement: [tex`How many ${length === 2 ? "two" : "three"}-digit positive integers have digits that add up to \(${sum}\)?`],
      solution: [
        tex`Write the first digit as \(1 + e\) with \(0 \le e \le 8\); the other digits run from \(0\) to \(9\), and everything must add up to \(${sum - 1}\).`,
        tex`Without the upper limits, stars and bars gives \(\binom{${sum - 1 + length - 1}}{${length - 1}} = ${unrestricted}\) solutions. Removing those where a digit goes over its limit (inclusion-exclusion) leaves \(${answer}\).`,
      ],
      answer: int(answer),
      distractors: [int(unrestricted), int(answer + 1), int(answer - 1)],
      check: () =>
        int(countWhere(range(10 ** (length - 1), 10 ** length - 1), (k) => digitsOf(k).reduce((s, d) => s + d, 0) === sum)),
    };
  },
};

/** Ways to write total as an ordered sum of parts numbers, each at least min, counted by recursion. */
function compositions(total: number, parts: number, min: number): number {
  if (parts === 0) return total === 0 ? 1 : 0;
  return range(min, total).reduce((count, first) => count + compositions(total - first, parts - 1, min), 0);
}

// At AIME hardness: a lower and an upper limit per child, so stars and bars needs
// inclusion-exclusion over the children given too many.
function boundedShares(rng: Rng, h: number): Problem {
  const k = rng.int(3, 4);
  const n = rng.int(12, k === 3 ? 12 + 3 * h : 10 + 2 * h);
  const most = rng.int(Math.ceil(n / k) + 1, n - k);
  // Give each child one candy first: n − k candies left, at most most − 1 more each.
  const left = n - k;
  const terms = range(0, k)
    .filter((j) => left - j * most >= 0)
    .map((j) => ({ j, ways: binomial(k, j) * binomial(left - j * most + k - 1, k - 1) }));
  const answer = terms.reduce((sum, { j, ways }) => sum + (j % 2 === 0 ? ways : -ways), 0);
  const formula = terms.map(({ j }) => `${j === 0 ? "" : j % 2 === 1 ? " - " : " + "}\\binom{${k}}{${j}}\\binom{${left - j * most + k - 1}}{${k - 1}}`).join("");
  return {
    statement: [
      tex`In how many ways can \(${n}\) identical candies be shared among \(${k}\) children so that each child gets at least one candy and no child gets more than \(${most}\)?`,
    ],
    solution: [
      tex`Give each child one candy first. Then \(${left}\) candies are shared freely, except that no child may get more than \(${most - 1}\) of them: without that limit there are \(\binom{${left + k - 1}}{${k - 1}}\) ways.`,
      tex`A child given \(${most}\) or more of them can be handed \(${most}\) at once, leaving \(${left - most}\) to share freely. By inclusion-exclusion over the set of children who get too many, the count is \(${formula} = ${answer}\).`,
    ],
    answer: int(answer),
    distractors: [int(binomial(n - 1, k - 1)), int(binomial(left + k - 1, k - 1) - k * binomial(left - most + k - 1, k - 1)), int(answer + k)],
    bounds: [0, Infinity],
    check: () => {
      const ways = (total: number, children: number): number =>
        children === 0 ? (total === 0 ? 1 : 0) : range(1, Math.min(most, total)).reduce((sum, x) => sum + ways(total - x, children - 1), 0);
      return int(ways(n, k));
    },
  };
}

const starsAndBars: Template = {
  id: "stars-and-bars",
  topic: "COUNTING_PROBABILITY",
  hardness: [3, 8],
  aime: true,
  make(rng, h) {
    if (h >= 6) return boundedShares(rng, h);
    const n = rng.int(8, 10 + 2 * h);
    const k = rng.int(3, Math.min(5, 3 + Math.floor(h / 3)));
    const eachGetsOne = h <= 5;
    const atLeastOne = binomial(n - 1, k - 1);
    const any = binomial(n + k - 1, k - 1);
    const answer = eachGetsOne ? atLeastOne : any;
    return {
      statement: [
        tex`In how many ways can \(${n}\) identical candies be shared among \(${k}\) children if ${eachGetsOne ? "each child gets at least one candy" : "some children may get no candy"}?`,
      ],
      solution: eachGetsOne
        ? [
            tex`Line up the candies; there are \(${n - 1}\) gaps between them. Choosing \(${k - 1}\) gaps to cut splits the line into \(${k}\) non-empty groups.`,
            tex`So the answer is \(\binom{${n - 1}}{${k - 1}} = ${answer}\).`,
          ]
        : [
            tex`Arrange \(${n}\) stars and \(${k - 1}\) bars in a row: the bars cut the stars into \(${k}\) groups, some possibly empty.`,
            tex`So the answer is \(\binom{${n + k - 1}}{${k - 1}} = ${answer}\).`,
          ],
      answer: int(answer),
      distractors: [int(eachGetsOne ? any : atLeastOne), int(binomial(n, k)), int(binomial(n, k - 1))],
      check: () => int(compositions(n, k, eachGetsOne ? 1 : 0)),
    };
  },
};

const pairSums: Template = {
  id: "pair-sums",
  topic: "COUNTING_PROBABILITY",
  hardness: [2, 6],
  make(rng, h) {
    const n = rng.int(6, 10 + 2 * h);
    const modulus = h <= 3 ? 2 : 3;
    const classes = range(0, modulus - 1).map((r) => countWhere(range(1, n), (k) => k % modulus === r));
    // Both from class 0, or (mod 2) both odd, or (mod 3) one from class 1 and one from class 2.
    const good = binomial(classes[0], 2) + (modulus === 2 ? binomial(classes[1], 2) : classes[1] * classes[2]);
    const pairs = binomial(n, 2);
    const answer = frac(good, pairs);
    const property = modulus === 2 ? "even" : "divisible by \\(3\\)";
    return {
      statement: [
        tex`Two different numbers are chosen at random from \(1, 2, 3, \ldots, ${n}\). What is the probability that their sum is ${property}?`,
      ],
      solution: [
        tex`There are \(\binom{${n}}{2} = ${pairs}\) pairs. Sort the numbers by their remainder when divided by \(${modulus}\): the counts are \(${classes.join(", ")}\).`,
        modulus === 2
          ? tex`The sum is even when both numbers are even or both are odd: \(\binom{${classes[0]}}{2} + \binom{${classes[1]}}{2} = ${good}\) pairs.`
          : tex`The sum is divisible by \(3\) when both remainders are \(0\), or one is \(1\) and the other \(2\): \(\binom{${classes[0]}}{2} + ${classes[1]} \cdot ${classes[2]} = ${good}\) pairs.`,
        tex`The probability is \(${reducedLatex(good, pairs)}\).`,
      ],
      answer,
      distractors: [frac(1, modulus), frac(good + 1, pairs), frac(pairs - good, pairs)],
      bounds: [0, 1],
      check: () => {
        const chosen = range(1, n).flatMap((i) => range(i + 1, n).map((j) => i + j));
        return frac(countWhere(chosen, (s) => s % modulus === 0), chosen.length);
      },
    };
  },
};

const roundTable: Template = {
  id: "round-table",
  topic: "COUNTING_PROBABILITY",
  hardness: [3, 7],
  make(rng, h) {
    const n = rng.int(5, Math.min(7, 3 + h));
    const apart = h >= 5;
    const [first, second] = rng.shuffle(NAMES);
    const all = factorial(n - 1);
    const together = 2 * factorial(n - 2);
    const answer = apart ? all - together : all;
    return {
      statement: [
        apart
          ? tex`${first}, ${second}, and \(${n - 2}\) other people sit around a round table. Seatings that differ only by a rotation count as the same. In how many ways can they sit if ${first} and ${second} must not sit next to each other?`
          : tex`A group of \(${n}\) people sit around a round table. Seatings that differ only by a rotation count as the same. How many different seatings are there?`,
      ],
      solution: [
        tex`Fix one person's seat to remove rotations; the others fill the remaining seats in \(${n - 1}! = ${all}\) ways.`,
        ...(apart
          ? [
              tex`With ${first} fixed, ${second} sits beside ${first} on the left or the right, and the other \(${n - 2}\) people fill the rest in \(${n - 2}!\) ways: \(${together}\) seatings.`,
              tex`So \(${all} - ${together} = ${answer}\) seatings keep them apart.`,
            ]
          : []),
      ],
      answer: int(answer),
      distractors: [int(factorial(n)), int(apart ? all : all / 2), int(apart ? together : factorial(n - 2))],
      // Every seating, rotated so that person 0 comes first, then counted once.
      check: () => {
        const distinct = new Set<string>();
        for (const seats of permutations(range(0, n - 1))) {
          const start = seats.indexOf(0);
          const rotated = [...seats.slice(start), ...seats.slice(0, start)];
          const position = rotated.indexOf(1);
          const adjacent = position === 1 || position === n - 1;
          if (!apart || !adjacent) distinct.add(rotated.join());
        }
        return int(distinct.size);
      },
    };
  },
};

const sparseSubsets: Template = {
  id: "sparse-subsets",
  topic: "COUNTING_PROBABILITY",
  hardness: [4, 8],
  aime: true,
  make(rng, h) {
    const n = rng.int(6, 5 + h);
    // a(k) = a(k - 1) + a(k - 2): either k is left out, or k is in and k - 1 is out.
    const counts = [1, 2];
    while (counts.length <= n + 1) counts.push(counts[counts.length - 1] + counts[counts.length - 2]);
    // Either with the empty set or without it, so the template has twice as many problems.
    const nonEmpty = rng.int(0, 1) === 1;
    const answer = counts[n] - (nonEmpty ? 1 : 0);
    return {
      statement: [
        nonEmpty
          ? tex`How many non-empty subsets of \(\{1, 2, 3, \ldots, ${n}\}\) contain no two consecutive integers?`
          : tex`How many subsets of \(\{1, 2, 3, \ldots, ${n}\}\), including the empty set, contain no two consecutive integers?`,
      ],
      solution: [
        tex`Let \(a_k\) count such subsets of \(\{1, \ldots, k\}\). If \(k\) is not in the subset there are \(a_{k-1}\) choices; if it is, then \(k - 1\) is not, leaving \(a_{k-2}\). So \(a_k = a_{k-1} + a_{k-2}\).`,
        tex`Starting from \(a_1 = 2\) and \(a_2 = 3\): \(${counts.slice(1, n + 1).join(", ")}\). So \(a_{${n}} = ${counts[n]}\).`,
        ...(nonEmpty ? [tex`Leaving out the empty set, the answer is \(${counts[n]} - 1 = ${answer}\).`] : []),
      ],
      answer: int(answer),
      distractors: [int(2 ** (n - 1)), int(counts[n - 1]), int(counts[n + 1])],
      check: () => int(countWhere(range(nonEmpty ? 1 : 0, 2 ** n - 1), (mask) => (mask & (mask >> 1)) === 0)),
    };
  },
};

export const countingTemplates: Template[] = [
  handshakes,
  wordArrangements,
  committee,
  diceSum,
  coinFlips,
  gridPaths,
  divisibleByEither,
  seatingInRow,
  marbles,
  digitSumCount,
  starsAndBars,
  pairSums,
  roundTable,
  sparseSubsets,
];
