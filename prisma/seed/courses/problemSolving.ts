// "AMC 10/12 Problem Solving": techniques that come up again and again on the AMC 10 and 12.
import type { CourseSpec } from "../courses.ts";
import { tex } from "../markup.ts";

export const problemSolving: CourseSpec = {
  name: "AMC 10/12 Problem Solving",
  family: "AMC10",
  category: "Problem Solving",
  description: "Go-to techniques for the AMC 10 and AMC 12, from Vieta's formulas to counting with recursion.",
  lessons: [
    {
      name: "Quadratics",
      description: "Work with the roots of a quadratic without solving for them.",
      sections: [
        {
          name: "Vieta's formulas",
          templates: ["vieta-power-sum"],
          notes: [
            tex`If \(r\) and \(s\) are the roots of \(x^2 + bx + c = 0\), then \(x^2 + bx + c = (x - r)(x - s)\), and comparing coefficients gives`,
            tex`\[r + s = -b, \qquad rs = c.\]`,
            tex`Symmetric expressions in the roots can be written with \(r + s\) and \(rs\) alone: \(r^2 + s^2 = (r + s)^2 - 2rs\) and \(r^3 + s^3 = (r + s)^3 - 3rs(r + s)\).`,
            tex`<strong>Example.</strong> The roots of \(x^2 - 5x + 3 = 0\) are \(r\) and \(s\). Find \(r^2 + s^2\).`,
            tex`Here \(r + s = 5\) and \(rs = 3\), so \(r^2 + s^2 = 25 - 6 = 19\), with no square roots needed.`,
          ],
        },
        {
          name: "Completing the square",
          templates: ["quadratic-minimum"],
          notes: [
            tex`Completing the square rewrites \(ax^2 + bx + c\), with \(a \gt 0\), as \(a(x - h)^2 + k\). A square is never negative, so the smallest value is \(k\), reached at \(x = h = -\frac{b}{2a}\).`,
            tex`<strong>Example.</strong> Find the smallest value of \(x^2 - 6x + 14\).`,
            tex`\(x^2 - 6x + 14 = (x - 3)^2 + 5\), so the smallest value is \(5\), at \(x = 3\).`,
          ],
        },
      ],
    },
    {
      name: "Systems, Exponents and Functions",
      description: "Elimination, matching exponents, and composing functions.",
      sections: [
        {
          name: "Systems of linear equations",
          templates: ["linear-system"],
          notes: [
            tex`To solve two linear equations in \(x\) and \(y\), multiply them so that one variable has opposite coefficients, then add to eliminate it. Substitute back to find the other variable.`,
            tex`Questions often ask for a combination such as \(x + y\); sometimes adding or subtracting the original equations gives it at once.`,
            tex`<strong>Example.</strong> Solve \(2x + 3y = 21\) and \(x - y = 3\).`,
            tex`Multiply the second equation by \(3\) and add it to the first: \(5x = 30\), so \(x = 6\), and then \(y = 3\).`,
          ],
        },
        {
          name: "Equations with exponents",
          templates: ["exponent-equation"],
          notes: [
            tex`Rewrite every power with the same base, then set the exponents equal, since \(b^m = b^n\) forces \(m = n\) when \(b \gt 1\). Use \((b^m)^n = b^{mn}\) and \(b^m \cdot b^n = b^{m + n}\).`,
            tex`<strong>Example.</strong> Solve \(4^{x} \cdot 8 = 2^{11}\).`,
            tex`\(4^{x} \cdot 8 = 2^{2x} \cdot 2^3 = 2^{2x + 3}\), so \(2x + 3 = 11\) and \(x = 4\).`,
          ],
        },
        {
          name: "Composing functions",
          templates: ["function-composition"],
          notes: [
            tex`\(f(g(x))\) means: apply \(g\) first, then apply \(f\) to the result. Order matters, since \(f(g(x))\) and \(g(f(x))\) are usually different.`,
            tex`<strong>Example.</strong> Let \(f(x) = 2x + 1\) and \(g(x) = x - 4\). Find \(f(g(10))\) and \(g(f(10))\).`,
            tex`\(g(10) = 6\), so \(f(g(10)) = 13\). But \(f(10) = 21\), so \(g(f(10)) = 17\).`,
          ],
        },
      ],
    },
    {
      name: "Coordinate and Solid Geometry",
      description: "Distances and areas on the grid, similar triangles, and boxes.",
      sections: [
        {
          name: "Distance and area on the grid",
          templates: ["distance-points", "lattice-triangle"],
          notes: [
            tex`The distance between \((x_1, y_1)\) and \((x_2, y_2)\) is \(\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}\): the Pythagorean theorem on the horizontal and vertical differences.`,
            tex`For a polygon whose vertices are lattice points, the shoelace formula gives the area. Pick's theorem is a handy check: \(A = I + \frac{B}{2} - 1\), where \(I\) counts the lattice points inside and \(B\) those on the boundary.`,
            tex`<strong>Example.</strong> Find the distance between \((-2, 5)\) and \((4, -3)\).`,
            tex`The differences are \(6\) and \(8\), so the distance is \(\sqrt{36 + 64} = 10\).`,
          ],
        },
        {
          name: "Similar triangles",
          templates: ["similar-triangles"],
          notes: [
            tex`A line parallel to one side of a triangle cuts off a smaller triangle similar to the whole one. Corresponding sides of similar triangles are all in the same ratio.`,
            tex`<strong>Example.</strong> In triangle \(ABC\), \(D\) is on \(AB\) and \(E\) is on \(AC\) with \(DE\) parallel to \(BC\). If \(AD = 4\), \(DB = 2\) and \(BC = 9\), find \(DE\).`,
            tex`The ratio is \(\frac{AD}{AB} = \frac{4}{6} = \frac{2}{3}\), so \(DE = \frac{2}{3} \cdot 9 = 6\).`,
          ],
        },
        {
          name: "Boxes",
          templates: ["box-from-faces"],
          notes: [
            tex`A rectangular box with edges \(a\), \(b\), \(c\) has volume \(abc\), surface area \(2(ab + bc + ca)\), and space diagonal \(\sqrt{a^2 + b^2 + c^2}\).`,
            tex`If you know the three face areas \(ab\), \(bc\), \(ca\), multiply them: the product is \((abc)^2\), so the volume is its square root.`,
            tex`<strong>Example.</strong> The faces of a box have areas \(6\), \(10\) and \(15\). Find its volume.`,
            tex`\(6 \cdot 10 \cdot 15 = 900 = (abc)^2\), so the volume is \(30\). (The edges are \(2\), \(3\) and \(5\).)`,
          ],
        },
      ],
    },
    {
      name: "Modular Arithmetic",
      description: "Remainders, cycles of powers, and several remainder conditions at once.",
      sections: [
        {
          name: "Remainders of powers",
          templates: ["power-remainder", "units-digit"],
          notes: [
            tex`Write \(a \equiv b \pmod{m}\) when \(a\) and \(b\) leave the same remainder when divided by \(m\). Congruences can be added and multiplied, so you may reduce at every step of a calculation.`,
            tex`Powers cycle: keep multiplying by \(a\) modulo \(m\) until you reach \(1\). If \(a^t \equiv 1\), then \(a^n \equiv a^r\), where \(r\) is the remainder when \(n\) is divided by \(t\).`,
            tex`<strong>Example.</strong> Find the remainder when \(2^{100}\) is divided by \(7\).`,
            tex`\(2^3 = 8 \equiv 1 \pmod{7}\). Since \(100 = 3 \cdot 33 + 1\), \(2^{100} = (2^3)^{33} \cdot 2 \equiv 2 \pmod{7}\).`,
          ],
        },
        {
          name: "The Chinese remainder theorem",
          templates: ["chinese-remainder"],
          notes: [
            tex`If the moduli share no common factors, conditions such as "remainder \(2\) when divided by \(3\)" and "remainder \(3\) when divided by \(5\)" have exactly one solution in every block of \(3 \cdot 5 = 15\) consecutive integers.`,
            tex`To find it, list the numbers meeting the condition with the largest modulus and test them against the others.`,
            tex`<strong>Example.</strong> Find the smallest positive integer that leaves remainder \(2\) when divided by \(3\) and remainder \(3\) when divided by \(5\).`,
            tex`The numbers leaving remainder \(3\) when divided by \(5\) are \(3, 8, 13, \ldots\) The number \(3\) leaves remainder \(0\) when divided by \(3\), but \(8 = 2 \cdot 3 + 2\) works. So the answer is \(8\), and every solution has the form \(8 + 15k\).`,
          ],
        },
        {
          name: "Repeating decimals",
          templates: ["repeating-decimal"],
          notes: [
            tex`A fraction \(\frac{a}{b}\) in lowest terms, where \(b\) has no factor \(2\) or \(5\), has a purely repeating decimal. Long division finds the repeating block; its length is the smallest \(t\) with \(10^t \equiv 1 \pmod{b}\).`,
            tex`<strong>Example.</strong> What is the 100th digit after the decimal point of \(\frac{1}{7}\)?`,
            tex`\(\frac{1}{7} = 0.\overline{142857}\), a block of length \(6\). Since \(100 = 6 \cdot 16 + 4\), the digit is the 4th digit of the block, \(8\).`,
          ],
        },
      ],
    },
    {
      name: "Divisors and Factorials",
      description: "Counting and adding divisors, and finding prime powers in factorials.",
      sections: [
        {
          name: "Counting divisors",
          templates: ["divisor-count", "square-divisors"],
          notes: [
            tex`If \(n = p_1^{e_1} p_2^{e_2} \cdots p_k^{e_k}\), then \(n\) has \((e_1 + 1)(e_2 + 1) \cdots (e_k + 1)\) positive divisors. For special divisors, restrict the exponents: a divisor is a perfect square exactly when all its exponents are even.`,
            tex`<strong>Example.</strong> How many divisors of \(2^4 \cdot 3^3 \cdot 5\) are perfect squares?`,
            tex`The exponent of \(2\) can be \(0\), \(2\) or \(4\); of \(3\), \(0\) or \(2\); of \(5\), only \(0\). So there are \(3 \cdot 2 \cdot 1 = 6\) square divisors.`,
          ],
        },
        {
          name: "Sums of divisors and Euler's totient",
          templates: ["divisor-sum", "totient"],
          notes: [
            tex`The sum of the divisors of \(p^a q^b\) is \((1 + p + \cdots + p^a)(1 + q + \cdots + q^b)\): expanding the product lists every divisor exactly once.`,
            tex`Euler's totient \(\varphi(n)\) counts the integers from \(1\) to \(n\) that share no factor with \(n\): \(\varphi(n) = n\left(1 - \frac{1}{p_1}\right)\cdots\left(1 - \frac{1}{p_k}\right)\), over the distinct primes \(p_i\) dividing \(n\).`,
            tex`<strong>Example.</strong> Find the sum of the divisors of \(72\), and \(\varphi(72)\).`,
            tex`\(72 = 2^3 \cdot 3^2\), so the divisor sum is \((1 + 2 + 4 + 8)(1 + 3 + 9) = 15 \cdot 13 = 195\), and \(\varphi(72) = 72 \cdot \frac{1}{2} \cdot \frac{2}{3} = 24\).`,
          ],
        },
        {
          name: "Prime powers in factorials",
          templates: ["trailing-zeros", "factorial-prime-power"],
          notes: [
            tex`Legendre's formula: the exponent of a prime \(p\) in \(n!\) is`,
            tex`\[\left\lfloor \frac{n}{p} \right\rfloor + \left\lfloor \frac{n}{p^2} \right\rfloor + \left\lfloor \frac{n}{p^3} \right\rfloor + \cdots\]`,
            tex`Every multiple of \(p\) gives one factor, every multiple of \(p^2\) one more, and so on. The number of zeros at the end of \(n!\) is the exponent of \(5\), because factors of \(2\) are always more plentiful.`,
            tex`<strong>Example.</strong> How many zeros are at the end of \(100!\)?`,
            tex`\(\left\lfloor \frac{100}{5} \right\rfloor + \left\lfloor \frac{100}{25} \right\rfloor = 20 + 4 = 24\).`,
          ],
        },
      ],
    },
    {
      name: "Counting Techniques",
      description: "Lattice paths, inclusion-exclusion, and stars and bars.",
      sections: [
        {
          name: "Lattice paths",
          templates: ["grid-paths"],
          notes: [
            tex`A path from \((0, 0)\) to \((a, b)\) in unit steps right and up is a word of \(a\) R's and \(b\) U's, so there are \(\binom{a + b}{a}\) such paths.`,
            tex`The paths through a point \(P\) number (paths to \(P\)) \(\times\) (paths from \(P\)); the paths avoiding \(P\) are all the paths minus those.`,
            tex`<strong>Example.</strong> How many paths from \((0, 0)\) to \((4, 3)\) pass through \((2, 1)\)?`,
            tex`\(\binom{3}{2} \cdot \binom{4}{2} = 3 \cdot 6 = 18\).`,
          ],
        },
        {
          name: "Inclusion-exclusion",
          templates: ["divisible-by-either", "committee"],
          notes: [
            tex`To count the things with property \(A\) or property \(B\), add the two counts and subtract the overlap, which was counted twice: \(|A \cup B| = |A| + |B| - |A \cap B|\).`,
            tex`Its cousin, complementary counting, counts what you don't want and subtracts it from the total. It is ideal for "at least one" conditions.`,
            tex`<strong>Example.</strong> How many integers from \(1\) to \(100\) are divisible by \(4\) or \(6\)?`,
            tex`There are \(25\) multiples of \(4\), \(16\) of \(6\), and \(8\) of \(\operatorname{lcm}(4, 6) = 12\). So \(25 + 16 - 8 = 33\).`,
          ],
        },
        {
          name: "Stars and bars",
          templates: ["stars-and-bars"],
          notes: [
            tex`The number of ways to write \(n\) as an ordered sum of \(k\) positive integers is \(\binom{n - 1}{k - 1}\): choose \(k - 1\) of the \(n - 1\) gaps between \(n\) stars. If zeros are allowed, it is \(\binom{n + k - 1}{k - 1}\): arrange \(n\) stars and \(k - 1\) bars.`,
            tex`<strong>Example.</strong> In how many ways can \(10\) identical apples be given to \(3\) children if each child gets at least one?`,
            tex`\(\binom{9}{2} = 36\).`,
          ],
        },
      ],
    },
    {
      name: "Probability and Recursion",
      description: "Drawing without replacement, circular seatings, and counting with recursion.",
      active: false,
      sections: [
        {
          name: "Drawing without replacement",
          templates: ["marbles", "pair-sums"],
          notes: [
            tex`When two objects are drawn without replacement, count unordered pairs: there are \(\binom{n}{2}\) equally likely pairs. Split the favorable pairs into cases that don't overlap, and add.`,
            tex`<strong>Example.</strong> A bag has \(3\) red and \(5\) blue marbles. Two are drawn. What is the probability that they match?`,
            tex`There are \(\binom{8}{2} = 28\) pairs, and \(\binom{3}{2} + \binom{5}{2} = 3 + 10 = 13\) matching pairs, so the probability is \(\frac{13}{28}\).`,
          ],
        },
        {
          name: "Counting with recursion",
          templates: ["sparse-subsets"],
          notes: [
            tex`When a direct formula is hard to find, count the objects of size \(n\) using smaller sizes. Asking what happens to the last element usually splits the objects into cases counted by earlier terms.`,
            tex`<strong>Example.</strong> In how many ways can you climb \(6\) stairs taking \(1\) or \(2\) stairs at a time?`,
            tex`Let \(c_n\) be the number of ways. The last move is \(1\) stair (from stair \(n - 1\)) or \(2\) stairs (from stair \(n - 2\)), so \(c_n = c_{n-1} + c_{n-2}\). Starting with \(c_1 = 1\) and \(c_2 = 2\): \(1, 2, 3, 5, 8, 13\). So \(c_6 = 13\).`,
          ],
        },
        {
          name: "Circular arrangements",
          templates: ["round-table"],
          notes: [
            tex`Seating \(n\) people around a round table, where rotations count as the same, gives \((n - 1)!\) arrangements: fix one person's seat, then arrange the rest.`,
            tex`<strong>Example.</strong> In how many ways can \(6\) people sit at a round table if two of them must sit together?`,
            tex`Glue the pair into one block: \(5\) units around the table give \(4! = 24\) arrangements, and the pair can sit in \(2\) orders, so there are \(48\).`,
          ],
        },
      ],
    },
  ],
};
