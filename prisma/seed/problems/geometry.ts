// Geometry templates: areas, right triangles, circles, polygons, similarity and coordinates.
import { countWhere, range, solveInteger, twiceLatticeArea } from "../brute.ts";
import { ladderFigure, latticeTriangleFigure, parallelCutFigure, rectangleFigure } from "../figures.ts";
import { paren, term, tex } from "../markup.ts";
import type { Rng } from "../random.ts";
import type { Problem, Template } from "../template.ts";
import { div, frac, int, mul, piTimes, reducedLatex, toLatex } from "../value.ts";

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

const point = (x: number, y: number) => tex`(${x}, ${y})`;

const rectangleArea: Template = {
  id: "rectangle-area",
  topic: "GEOMETRY",
  hardness: [1, 4],
  make(rng, h) {
    const a = rng.int(3, 8 + 2 * h);
    let b = a;
    while (b === a) b = rng.int(3, 8 + 2 * h);
    const perimeter = 2 * (a + b);
    return {
      statement: [
        tex`A rectangle has perimeter \(${perimeter}\) and one side of length \(${a}\). What is the area of the rectangle?`,
      ],
      solution: [
        tex`Two adjacent sides add up to half the perimeter, \(${perimeter / 2}\), so the other side is \(${perimeter / 2} - ${a} = ${b}\).`,
        tex`The area is \(${a} \cdot ${b} = ${a * b}\).`,
      ],
      answer: int(a * b),
      distractors: [int(2 * a * b), int(a * (a + b)), int(perimeter)],
      figure: rectangleFigure(a, b, { across: String(a), up: "?" }),
      check: () => int(a * solveInteger(1, perimeter, (w) => 2 * (a + w) === perimeter)),
    };
  },
};

const pythagorean: Template = {
  id: "pythagorean",
  topic: "GEOMETRY",
  hardness: [1, 5],
  make(rng, h) {
    const [p, q, r] = rng.pick(TRIPLES.slice(0, h <= 2 ? 2 : TRIPLES.length));
    const k = h <= 2 ? rng.int(1, 3) : rng.int(1, 4);
    const [a, b, c] = rng.shuffle([p * k, q * k]).concat(r * k);
    if (h <= 2) {
      return {
        statement: [tex`A rectangle has sides of lengths \(${a}\) and \(${b}\). How long is its diagonal?`],
        solution: [
          tex`The diagonal is the hypotenuse of a right triangle with legs \(${a}\) and \(${b}\):`,
          tex`\[\sqrt{${a}^2 + ${b}^2} = \sqrt{${a * a + b * b}} = ${c}.\]`,
        ],
        answer: int(c),
        distractors: [int(a + b), int(c + 1), int(Math.max(a, b) + 1)],
        figure: rectangleFigure(a, b, { across: String(a), up: String(b), diagonal: "?" }),
        check: () => int(solveInteger(1, 5000, (d) => d * d === a * a + b * b)),
      };
    }
    return {
      statement: [
        tex`A ladder \(${c}\) feet long leans against a vertical wall. Its foot is \(${b}\) feet from the base of the wall. How many feet above the ground is the top of the ladder?`,
      ],
      solution: [
        tex`The ladder, the wall and the ground form a right triangle with hypotenuse \(${c}\), so the height is`,
        tex`\[\sqrt{${c}^2 - ${b}^2} = \sqrt{${c * c - b * b}} = ${a}.\]`,
      ],
      answer: int(a),
      distractors: [int(c - b), int(b), int(Math.round((c + b) / 2))],
      figure: ladderFigure(c, b, a),
      check: () => int(solveInteger(1, 5000, (height) => height * height + b * b === c * c)),
    };
  },
};

const latticeTriangle: Template = {
  id: "lattice-triangle",
  topic: "GEOMETRY",
  hardness: [2, 8],
  make(rng, h) {
    const size = 4 + h;
    let vertices: [number, number][] = [];
    let cross = 0;
    // Redraw until the triangle is big enough to be worth computing (never degenerate).
    while (Math.abs(cross) < (size * h) / 2) {
      vertices = [0, 1, 2].map((): [number, number] => [rng.int(0, size), rng.int(0, size)]);
      const [[x1, y1], [x2, y2], [x3, y3]] = vertices;
      cross = (x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1);
    }
    const [[x1, y1], [x2, y2], [x3, y3]] = vertices;
    const shoelace = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2);
    const area = frac(Math.abs(cross), 2);
    const box = (Math.max(x1, x2, x3) - Math.min(x1, x2, x3)) * (Math.max(y1, y2, y3) - Math.min(y1, y2, y3));
    return {
      statement: [
        tex`What is the area of the triangle with vertices \(${point(x1, y1)}\), \(${point(x2, y2)}\), and \(${point(x3, y3)}\)?`,
      ],
      solution: [
        tex`By the shoelace formula the area is`,
        tex`\[\frac{1}{2}\left|${x1}(${y2} - ${paren(y3)}) + ${x2}(${y3} - ${paren(y1)}) + ${x3}(${y1} - ${paren(y2)})\right| = \frac{1}{2} \cdot ${Math.abs(shoelace)}.\]`,
        tex`So the area is \(${toLatex(area)}\).`,
      ],
      answer: area,
      distractors: [int(Math.abs(cross)), int(box), frac(Math.abs(cross) + 1, 2)],
      figure: latticeTriangleFigure(vertices),
      check: () => frac(twiceLatticeArea(vertices), 2),
    };
  },
};

const circleMeasures: Template = {
  id: "circle-measures",
  topic: "GEOMETRY",
  hardness: [1, 8],
  make(rng, h) {
    if (h >= 4 && rng.int(0, 1) === 1) {
      const r = rng.int(3, 6 + 2 * h);
      return {
        statement: [
          tex`A circle has area \(${r * r}\pi\). What is its circumference? Express your answer in terms of \(\pi\).`,
        ],
        solution: [
          tex`From \(\pi r^2 = ${r * r}\pi\) we get \(r = ${r}\), so the circumference is \(2\pi r = ${2 * r}\pi\).`,
        ],
        answer: piTimes(2 * r),
        distractors: [piTimes(r), piTimes(r * r), piTimes(4 * r)],
        check: () => piTimes(2 * solveInteger(1, 1000, (radius) => radius * radius === r * r)),
      };
    }
    const d = rng.int(2, 8 + 2 * h);
    const given = h <= 2 ? tex`diameter \(${d}\)` : tex`circumference \(${d}\pi\)`;
    const area = piTimes(d * d, 4);
    return {
      statement: [tex`A circle has ${given}. What is its area? Express your answer in terms of \(\pi\).`],
      solution: [
        h <= 2
          ? tex`The radius is half the diameter, \(r = ${toLatex(frac(d, 2))}\).`
          : tex`From \(2\pi r = ${d}\pi\) the radius is \(r = ${toLatex(frac(d, 2))}\).`,
        tex`The area is \(\pi r^2 = \pi \cdot \frac{${d * d}}{4}\), which is \(${toLatex(area)}\).`,
      ],
      answer: area,
      distractors: [piTimes(d * d), piTimes(d), piTimes(d * d, 2)],
      // Cut the disc into thin sectors and unroll: area = half of circumference times radius.
      check: () => mul(frac(1, 2), mul(piTimes(d), frac(d, 2))),
    };
  },
};

const polygonSides: Template = {
  id: "polygon-sides",
  topic: "GEOMETRY",
  hardness: [1, 6],
  make(rng, h) {
    const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36].slice(0, 3 + 2 * h));
    const interior = 180 - 360 / n;
    return {
      statement: [
        tex`Each interior angle of a regular polygon measures \(${interior}^\circ\). How many sides does the polygon have?`,
      ],
      solution: [
        tex`Each exterior angle measures \(180^\circ - ${interior}^\circ = ${360 / n}^\circ\).`,
        tex`The exterior angles of a convex polygon add up to \(360^\circ\), so there are \(\frac{360}{${360 / n}} = ${n}\) sides.`,
      ],
      answer: int(n),
      distractors: [int(n - 2), int(n + 2), int(2 * n)],
      // A convex k-gon splits into k - 2 triangles, so its angles add up to (k - 2) · 180°.
      check: () => int(solveInteger(3, 1000, (k) => (k - 2) * 180 === interior * k)),
    };
  },
};

/** Diagonals of a convex n-gon, counted as vertex pairs that are not neighbours. */
const countDiagonals = (n: number) =>
  countWhere(
    range(0, n - 1).flatMap((i) => range(i + 1, n - 1).map((j) => j - i)),
    (gap) => gap !== 1 && gap !== n - 1,
  );

const polygonDiagonals: Template = {
  id: "polygon-diagonals",
  topic: "GEOMETRY",
  hardness: [1, 6],
  make(rng, h) {
    const n = rng.int(5, 8 + 3 * h);
    const diagonals = (n * (n - 3)) / 2;
    if (h <= 3) {
      return {
        statement: [tex`How many diagonals does a convex polygon with \(${n}\) sides have?`],
        solution: [
          tex`Each of the \(${n}\) vertices is joined by a diagonal to the \(${n - 3}\) vertices that are neither itself nor a neighbor; this counts every diagonal twice, so there are \(\frac{${n} \cdot ${n - 3}}{2} = ${diagonals}\) diagonals.`,
        ],
        answer: int(diagonals),
        distractors: [int((n * (n - 1)) / 2), int(n * (n - 3)), int(n - 3)],
        check: () => int(countDiagonals(n)),
      };
    }
    return {
      statement: [tex`A convex polygon has exactly \(${diagonals}\) diagonals. How many sides does it have?`],
      solution: [
        tex`Each of the \(n\) vertices is joined by a diagonal to the \(n - 3\) vertices that are neither itself nor a neighbor; this counts every diagonal twice, so there are \(\frac{n(n-3)}{2}\) diagonals.`,
        tex`So \(n(n - 3) = ${2 * diagonals}\), and since \(${n} \cdot ${n - 3} = ${2 * diagonals}\), the polygon has \(${n}\) sides.`,
      ],
      answer: int(n),
      distractors: [int(n - 1), int(n + 1), int(n - 3)],
      check: () => int(solveInteger(3, 60, (k) => countDiagonals(k) === diagonals)),
    };
  },
};

const similarTriangles: Template = {
  id: "similar-triangles",
  topic: "GEOMETRY",
  hardness: [2, 8],
  make(rng, h) {
    const ad = rng.int(2, 4 + h);
    const db = rng.int(1, 4 + h);
    const de = rng.int(2, 6 + h);
    const bc = frac(de * (ad + db), ad);
    return {
      statement: [
        tex`In triangle \(ABC\), point \(D\) lies on side \(AB\) and point \(E\) lies on side \(AC\) so that \(DE\) is parallel to \(BC\). If \(AD = ${ad}\), \(DB = ${db}\), and \(DE = ${de}\), what is \(BC\)?`,
      ],
      solution: [
        tex`Because \(DE\) is parallel to \(BC\), triangle \(ADE\) is similar to triangle \(ABC\), with \(AB = ${ad} + ${db} = ${ad + db}\).`,
        tex`So \(\frac{BC}{DE} = \frac{AB}{AD}\), which gives \(BC = ${de} \cdot \frac{${ad + db}}{${ad}}\), that is, \(BC = ${toLatex(bc)}\).`,
      ],
      answer: bc,
      distractors: [frac(de * db, ad), int(de + db), frac(de * (ad + db), db)],
      figure: parallelCutFigure(ad, db, de),
      // Search for the length BC that makes the sides of ADE and ABC proportional.
      check: () => {
        const t = solveInteger(1, 100 * ad * de, (n) => {
          const ratio = div(frac(n, ad), int(de));
          const sides = div(int(ad + db), int(ad));
          return ratio.num === sides.num && ratio.den === sides.den;
        });
        return frac(t, ad);
      },
    };
  },
};

const distancePoints: Template = {
  id: "distance-points",
  topic: "GEOMETRY",
  hardness: [2, 6],
  make(rng, h) {
    const [p, q, r] = rng.pick(TRIPLES.slice(0, h <= 3 ? 3 : TRIPLES.length));
    const k = h <= 3 ? rng.int(1, 2) : 1;
    const [dx, dy] = rng.shuffle([p * k * rng.pick([-1, 1]), q * k * rng.pick([-1, 1])]);
    const [x1, y1] = [rng.int(-9, 9), rng.int(-9, 9)];
    const [x2, y2] = [x1 + dx, y1 + dy];
    const distance = r * k;
    return {
      statement: [tex`What is the distance between the points \(${point(x1, y1)}\) and \(${point(x2, y2)}\)?`],
      solution: [
        tex`The points differ by \(${Math.abs(dx)}\) horizontally and \(${Math.abs(dy)}\) vertically, so by the Pythagorean theorem the distance is`,
        tex`\[\sqrt{${Math.abs(dx)}^2 + ${Math.abs(dy)}^2} = \sqrt{${dx * dx + dy * dy}} = ${distance}.\]`,
      ],
      answer: int(distance),
      distractors: [int(Math.abs(dx) + Math.abs(dy)), int(distance + 1), int(Math.max(Math.abs(dx), Math.abs(dy)))],
      check: () => int(solveInteger(0, 5000, (d) => d * d === (x2 - x1) ** 2 + (y2 - y1) ** 2)),
    };
  },
};

const boxFromFaces: Template = {
  id: "box-from-faces",
  topic: "GEOMETRY",
  hardness: [3, 8],
  make(rng, h) {
    const [a, b, c] = rng.shuffle(range(2, 3 + h)).slice(0, 3);
    const faces = [a * b, b * c, c * a];
    const volume = a * b * c;
    const faceSum = faces[0] + faces[1] + faces[2];
    return {
      statement: [
        tex`Three faces of a rectangular box meet at a corner. Their areas are \(${faces[0]}\), \(${faces[1]}\), and \(${faces[2]}\). What is the volume of the box?`,
      ],
      solution: [
        tex`If the edges are \(a\), \(b\), \(c\), the face areas are \(ab\), \(bc\), \(ca\), and their product is \((abc)^2\).`,
        tex`So \((abc)^2 = ${faces[0]} \cdot ${faces[1]} \cdot ${faces[2]} = ${volume * volume}\) and the volume is \(abc = ${volume}\).`,
      ],
      answer: int(volume),
      distractors: [int(faceSum), int(2 * faceSum), int(2 * volume)],
      check: () => {
        const target = [...faces].sort((x, y) => x - y).join();
        for (const p of range(1, 60))
          for (const q of range(p, 60))
            for (const s of range(q, 60)) if ([p * q, p * s, q * s].sort((x, y) => x - y).join() === target) return int(p * q * s);
        throw new Error("No box has these faces");
      },
    };
  },
};

const angleRatio: Template = {
  id: "angle-ratio",
  topic: "GEOMETRY",
  hardness: [1, 4],
  make(rng, h) {
    let parts = [1, 1, 1];
    while (180 % (parts[0] + parts[1] + parts[2]) !== 0 || new Set(parts).size < 3) {
      parts = [rng.int(1, 3 + 2 * h), rng.int(1, 3 + 2 * h), rng.int(1, 3 + 2 * h)];
    }
    const [p, q, r] = parts;
    const unit = 180 / (p + q + r);
    const largest = Math.max(p, q, r);
    const sorted = [...parts].sort((x, y) => x - y);
    return {
      statement: [
        tex`The angles of a triangle are in the ratio \(${p} : ${q} : ${r}\). What is the measure, in degrees, of the largest angle?`,
      ],
      solution: [
        tex`Write the angles as \(${term(p, "k")}\), \(${term(q, "k")}\), \(${term(r, "k")}\). They add up to \(180^\circ\), so \(${p + q + r}k = 180\) and \(k = ${unit}\).`,
        tex`The largest angle is \(${largest} \cdot ${unit} = ${largest * unit}^\circ\).`,
      ],
      answer: int(largest * unit),
      distractors: [int(sorted[0] * unit), int(sorted[1] * unit), int(90)],
      check: () => {
        for (const x of range(1, 178))
          for (const y of range(1, 179 - x)) {
            const z = 180 - x - y;
            if (x * q === y * p && y * r === z * q) return int(Math.max(x, y, z));
          }
        throw new Error("No triangle has these angles");
      },
    };
  },
};

const circleAndSquare: Template = {
  id: "circle-and-square",
  topic: "GEOMETRY",
  hardness: [2, 6],
  make(rng, h) {
    const side = rng.int(2, 6 + 2 * h);
    if (h <= 3) {
      const area = side * side;
      return {
        statement: [
          tex`A circle is inscribed in a square of area \(${area}\). What is the area of the circle? Express your answer in terms of \(\pi\).`,
        ],
        solution: [
          tex`The square has side \(${side}\), and the inscribed circle has this side as its diameter, so its radius is \(${toLatex(frac(side, 2))}\).`,
          tex`The area of the circle is \(\pi \left(\frac{${side}}{2}\right)^2 = ${toLatex(piTimes(area, 4))}\).`,
        ],
        answer: piTimes(area, 4),
        distractors: [piTimes(area), piTimes(area, 2), piTimes(side)],
        check: () => {
          const radius = frac(solveInteger(1, 1000, (s) => s * s === area), 2);
          return mul(piTimes(1), mul(radius, radius));
        },
      };
    }
    return {
      statement: [
        tex`A square with side length \(${side}\) is inscribed in a circle. What is the area of the circle? Express your answer in terms of \(\pi\).`,
      ],
      solution: [
        tex`The diagonal of the square is a diameter of the circle. The diagonal is \(${side}\sqrt{2}\), so \(r^2 = \left(\frac{${side}\sqrt{2}}{2}\right)^2 = ${toLatex(frac(side * side, 2))}\).`,
        tex`The area is \(\pi r^2 = ${toLatex(piTimes(side * side, 2))}\).`,
      ],
      answer: piTimes(side * side, 2),
      distractors: [piTimes(side * side), piTimes(side * side, 4), piTimes(2 * side * side)],
      // The radius squared is a quarter of the diagonal squared, found by Pythagoras from two sides.
      check: () => piTimes(side * side + side * side, 4),
    };
  },
};

const trapezoidArea: Template = {
  id: "trapezoid-area",
  topic: "GEOMETRY",
  hardness: [1, 5],
  make(rng, h) {
    const short = rng.int(2, 6 + 2 * h);
    const long = rng.int(short + 1, short + 2 + 2 * h);
    const height = rng.int(2, 3 + h);
    const offset = rng.int(0, long - short);
    const area = frac((short + long) * height, 2);
    return {
      statement: [
        tex`A trapezoid has parallel sides of lengths \(${short}\) and \(${long}\), and the distance between them is \(${height}\). What is the area of the trapezoid?`,
      ],
      solution: [
        tex`The area of a trapezoid is the average of the parallel sides times the height:`,
        tex`\[\frac{${short} + ${long}}{2} \cdot ${height} = ${reducedLatex((short + long) * height, 2)}.\]`,
      ],
      answer: area,
      distractors: [int((short + long) * height), int(long * height), int(short * long)],
      // Draw one such trapezoid on the lattice and count points with Pick's theorem.
      check: () =>
        frac(
          twiceLatticeArea([
            [0, 0],
            [long, 0],
            [offset + short, height],
            [offset, height],
          ]),
          2,
        ),
    };
  },
};

// Alcuin's sequence: the number of integer triangles with perimeter P is the integer nearest
// P²/48 (P even) or (P + 3)²/48 (P odd).
const alcuin = (perimeter: number): number => Math.round((perimeter % 2 === 0 ? perimeter ** 2 : (perimeter + 3) ** 2) / 48);

// At AIME hardness: count all the triangles with the perimeter, then take away the isosceles ones.
function scaleneTriangles(rng: Rng, h: number): Problem {
  const perimeter = rng.int(40, 15 * h);
  const all = alcuin(perimeter);
  // Isosceles with legs x and base P − 2x: the base is positive and shorter than 2x.
  const [lowLeg, highLeg] = [Math.floor(perimeter / 4) + 1, Math.ceil(perimeter / 2) - 1];
  const isosceles = highLeg - lowLeg + 1;
  const answer = all - isosceles;
  return {
    statement: [
      tex`How many non-congruent scalene triangles (all three sides of different lengths) with whole-number side lengths have perimeter \(${perimeter}\)?`,
    ],
    solution: [
      tex`First count all the triangles. With sides \(a \le b \le c\) and \(a + b + c = ${perimeter}\), the triangle inequality only needs \(c \lt ${toLatex(frac(perimeter, 2))}\), and \(c \ge ${Math.ceil(perimeter / 3)}\) as the largest side. Counting the pairs \(a \le b \le c\) for each such \(c\) gives \(${all}\) triangles.`,
      tex`An isosceles one has two sides \(x\) and a third \(${perimeter} - 2x\), which must be positive and less than \(2x\): \(${lowLeg} \le x \le ${highLeg}\), so \(${isosceles}\) of them (the equilateral one, if any, counted once).`,
      tex`That leaves \(${all} - ${isosceles} = ${answer}\) scalene triangles.`,
    ],
    answer: int(answer),
    distractors: [int(all), int(answer - 1), int(all - isosceles + 1)],
    bounds: [0, Infinity],
    check: () => {
      let found = 0;
      for (const a of range(1, perimeter))
        for (const b of range(a + 1, perimeter)) {
          const c = perimeter - a - b;
          if (c > b && a + b > c) found++;
        }
      return int(found);
    },
  };
}

const triangleInequality: Template = {
  id: "triangle-inequality",
  topic: "GEOMETRY",
  hardness: [2, 8],
  aime: true,
  make(rng, h) {
    if (h >= 6) return scaleneTriangles(rng, h);
    if (h <= 3) {
      const a = rng.int(3, 10 + 2 * h);
      let b = a;
      while (b === a) b = rng.int(3, 10 + 2 * h);
      const count = 2 * Math.min(a, b) - 1;
      return {
        statement: [
          tex`Two sides of a triangle have lengths \(${a}\) and \(${b}\). The third side has a whole-number length. How many lengths are possible for the third side?`,
        ],
        solution: [
          tex`By the triangle inequality the third side \(c\) satisfies \(${Math.abs(a - b)} \lt c \lt ${a + b}\).`,
          tex`The whole numbers from \(${Math.abs(a - b) + 1}\) to \(${a + b - 1}\) number \(${count}\).`,
        ],
        answer: int(count),
        distractors: [int(count + 2), int(a + b - 1), int(count - 1)],
        check: () => int(countWhere(range(1, a + b + 5), (c) => a + b > c && a + c > b && b + c > a)),
      };
    }
    const perimeter = rng.int(12, 20 + 5 * h);
    // Alcuin's sequence: the number of integer triangles with perimeter P is the integer nearest
    // P²/48 (P even) or (P + 3)²/48 (P odd).
    const count = Math.round((perimeter % 2 === 0 ? perimeter ** 2 : (perimeter + 3) ** 2) / 48);
    return {
      statement: [
        tex`How many non-congruent triangles with whole-number side lengths have perimeter \(${perimeter}\)?`,
      ],
      solution: [
        tex`List the sides as \(a \le b \le c\) with \(a + b + c = ${perimeter}\). The triangle inequality only needs \(a + b \gt c\), that is, \(c \lt ${perimeter / 2}\), while \(c \ge ${Math.ceil(perimeter / 3)}\) because \(c\) is the largest side.`,
        tex`For each \(c\) from \(${Math.ceil(perimeter / 3)}\) to \(${Math.ceil(perimeter / 2) - 1}\), count the pairs \(a \le b \le c\) with \(a + b = ${perimeter} - c\). Adding these counts gives \(${count}\) triangles.`,
      ],
      answer: int(count),
      distractors: [int(count + 1), int(count - 1), int(Math.floor(perimeter / 3))],
      check: () => {
        let found = 0;
        for (const a of range(1, perimeter))
          for (const b of range(a, perimeter)) {
            const c = perimeter - a - b;
            if (c >= b && a + b > c) found++;
          }
        return int(found);
      },
    };
  },
};

export const geometryTemplates: Template[] = [
  rectangleArea,
  pythagorean,
  latticeTriangle,
  circleMeasures,
  polygonSides,
  polygonDiagonals,
  similarTriangles,
  distancePoints,
  boxFromFaces,
  angleRatio,
  circleAndSquare,
  trapezoidArea,
  triangleInequality,
];
