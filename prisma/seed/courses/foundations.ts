// "AMC 8 Foundations": the core skills of the AMC 8, one short lesson at a time.
import type { CourseSpec } from "../courses.ts";
import { tex } from "../markup.ts";

export const foundations: CourseSpec = {
  name: "AMC 8 Foundations",
  family: "AMC8",
  category: "Foundations",
  description: "Core AMC 8 skills: equations, patterns, area, factors, counting and first steps in probability.",
  lessons: [
    {
      name: "Equations and Averages",
      description: "Solve one-variable equations and use totals to reason about averages.",
      sections: [
        {
          name: "Solving linear equations",
          templates: ["linear-equation"],
          notes: [
            tex`A linear equation such as \(3x + 7 = 25\) is solved by undoing its operations in reverse order. Whatever you do to one side, do to the other, so the two sides stay equal.`,
            tex`When \(x\) appears on both sides, first collect the \(x\)-terms on one side and the plain numbers on the other.`,
            tex`<strong>Example.</strong> Solve \(5x - 4 = 2x + 11\).`,
            tex`Subtract \(2x\) from both sides: \(3x - 4 = 11\). Add \(4\): \(3x = 15\). Divide by \(3\): \(x = 5\). Check: \(5 \cdot 5 - 4 = 21\) and \(2 \cdot 5 + 11 = 21\).`,
          ],
        },
        {
          name: "Averages and totals",
          templates: ["average-added"],
          notes: [
            tex`The average (mean) of a list is its total divided by the number of entries:`,
            tex`\[\text{average} = \frac{\text{total}}{\text{count}}.\]`,
            tex`Turning an average back into a total, \(\text{total} = \text{average} \times \text{count}\), is the key step in most average problems.`,
            tex`<strong>Example.</strong> Four test scores average \(85\). What must a fifth score be for the average of all five to be \(87\)?`,
            tex`The four scores total \(4 \cdot 85 = 340\). Five scores averaging \(87\) total \(5 \cdot 87 = 435\). The fifth score is \(435 - 340 = 95\).`,
          ],
        },
        {
          name: "Ages and percents",
          templates: ["ages", "percent-change"],
          notes: [
            tex`In age problems, call the younger person's age \(y\) and write every other age in terms of \(y\). In \(t\) years everyone is \(t\) years older, so add \(t\) to <em>every</em> age.`,
            tex`A percent change multiplies: raising a price by \(20\%\) multiplies it by \(1.2\), and lowering it by \(25\%\) multiplies it by \(0.75\). Changes in a row multiply together, so a raise followed by an equal cut does not get you back to the start.`,
            tex`<strong>Example.</strong> Mia is three times as old as her brother. In \(5\) years she will be twice as old as he will be. How old is Mia now?`,
            tex`Let her brother be \(y\), so Mia is \(3y\). Then \(3y + 5 = 2(y + 5)\), so \(y = 5\) and Mia is \(15\). Check: in \(5\) years they will be \(20\) and \(10\).`,
          ],
        },
      ],
    },
    {
      name: "Patterns and Sequences",
      description: "Arithmetic sequences: finding any term, and adding many terms quickly.",
      sections: [
        {
          name: "Arithmetic sequences",
          templates: ["arithmetic-term"],
          notes: [
            tex`In an arithmetic sequence each term is the one before plus a fixed common difference \(d\). Going from the 1st term to the \(n\)th adds \(d\) exactly \(n - 1\) times:`,
            tex`\[a_n = a_1 + (n - 1)d.\]`,
            tex`If you know two terms, the difference between them is \(d\) times the gap between their positions.`,
            tex`<strong>Example.</strong> The 3rd term of an arithmetic sequence is \(11\) and the 7th term is \(23\). Find the 20th term.`,
            tex`From the 3rd to the 7th term we add \(d\) four times, so \(4d = 12\) and \(d = 3\). The 20th term is \(23 + 13 \cdot 3 = 62\).`,
          ],
        },
        {
          name: "Adding up a sequence",
          templates: ["arithmetic-sum", "consecutive-sum"],
          notes: [
            tex`To add an arithmetic sequence, pair the first and last terms, the second and second-to-last, and so on: every pair has the same sum. With \(n\) terms,`,
            tex`\[\text{sum} = \frac{n(\text{first} + \text{last})}{2}.\]`,
            tex`Count the terms first: from \(a\) to \(b\) in steps of \(d\) there are \(\frac{b - a}{d} + 1\) terms. Forgetting the \(+1\) is the most common mistake.`,
            tex`<strong>Example.</strong> Find \(5 + 9 + 13 + \cdots + 81\).`,
            tex`There are \(\frac{81 - 5}{4} + 1 = 20\) terms, so the sum is \(\frac{20(5 + 81)}{2} = 860\).`,
          ],
        },
      ],
    },
    {
      name: "Area and Perimeter",
      description: "Rectangles, triangles and trapezoids, including shapes drawn on a coordinate grid.",
      sections: [
        {
          name: "Rectangles",
          templates: ["rectangle-area"],
          notes: [
            tex`A rectangle with sides \(a\) and \(b\) has perimeter \(2(a + b)\) and area \(ab\). Half the perimeter is the sum of two adjacent sides, which is often the quickest way to find a missing side.`,
            tex`<strong>Example.</strong> A rectangle has perimeter \(30\) and one side of length \(6\). Find its area.`,
            tex`Two adjacent sides add up to \(15\), so the other side is \(9\) and the area is \(6 \cdot 9 = 54\).`,
          ],
        },
        {
          name: "Triangles and trapezoids",
          templates: ["trapezoid-area", "lattice-triangle"],
          notes: [
            tex`A triangle has area \(\frac{1}{2} \times \text{base} \times \text{height}\), where the height is measured at right angles to the base. A trapezoid with parallel sides \(a\) and \(b\) and height \(h\) has area \(\frac{(a + b)h}{2}\): the average of the parallel sides times the height.`,
            tex`For a triangle with vertices on a grid, the shoelace formula gives the area directly:`,
            tex`\[\text{Area} = \frac{1}{2}\left|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)\right|.\]`,
            tex`<strong>Example.</strong> Find the area of the triangle with vertices \((1, 1)\), \((7, 3)\) and \((3, 6)\).`,
            tex`\(\frac{1}{2}\left|1(3 - 6) + 7(6 - 1) + 3(1 - 3)\right| = \frac{1}{2}\left|-3 + 35 - 6\right| = \frac{1}{2} \cdot 26 = 13\).`,
          ],
        },
      ],
    },
    {
      name: "Angles, Right Triangles and Circles",
      description: "Angle sums, the Pythagorean theorem, and circle measurements in terms of π.",
      sections: [
        {
          name: "Angles in triangles and polygons",
          templates: ["angle-ratio", "polygon-sides"],
          notes: [
            tex`The angles of a triangle add up to \(180^\circ\). The interior angles of a convex polygon with \(n\) sides add up to \((n - 2) \cdot 180^\circ\), because the diagonals from one vertex cut it into \(n - 2\) triangles.`,
            tex`The exterior angles of a convex polygon always add up to \(360^\circ\). In a regular polygon they are all equal, so each one is \(\frac{360^\circ}{n}\).`,
            tex`<strong>Example.</strong> Each interior angle of a regular polygon is \(140^\circ\). How many sides does it have?`,
            tex`Each exterior angle is \(180^\circ - 140^\circ = 40^\circ\), so \(n = \frac{360}{40} = 9\).`,
          ],
        },
        {
          name: "The Pythagorean theorem",
          templates: ["pythagorean"],
          notes: [
            tex`In a right triangle with legs \(a\) and \(b\) and hypotenuse \(c\),`,
            tex`\[a^2 + b^2 = c^2.\]`,
            tex`It pays to know the common triples \(3, 4, 5\), \(5, 12, 13\), \(8, 15, 17\) and \(7, 24, 25\), and their multiples such as \(6, 8, 10\).`,
            tex`<strong>Example.</strong> A \(26\)-foot ladder leans against a wall with its foot \(10\) feet from the wall. How high up the wall does it reach?`,
            tex`\(\sqrt{26^2 - 10^2} = \sqrt{676 - 100} = \sqrt{576} = 24\) feet. (This is the \(5, 12, 13\) triple doubled.)`,
          ],
        },
        {
          name: "Circles",
          templates: ["circle-measures"],
          notes: [
            tex`A circle of radius \(r\) has diameter \(2r\), circumference \(2\pi r\) and area \(\pi r^2\). An answer "in terms of \(\pi\)" keeps \(\pi\) as a symbol, as in \(9\pi\).`,
            tex`<strong>Example.</strong> A circle has circumference \(10\pi\). Find its area.`,
            tex`From \(2\pi r = 10\pi\) we get \(r = 5\), so the area is \(\pi \cdot 5^2 = 25\pi\).`,
          ],
        },
      ],
    },
    {
      name: "Factors, Multiples and Primes",
      description: "Prime factorizations and what they tell you: gcd, lcm, divisors and units digits.",
      sections: [
        {
          name: "GCD and LCM",
          templates: ["gcd-lcm"],
          notes: [
            tex`The greatest common divisor (gcd) of two numbers is the largest number dividing both; the least common multiple (lcm) is the smallest number that both divide. From the prime factorizations, the gcd takes the smaller power of each prime and the lcm takes the larger.`,
            tex`A useful fact: \(\gcd(a, b) \cdot \operatorname{lcm}(a, b) = a \cdot b\).`,
            tex`<strong>Example.</strong> Find the gcd and the lcm of \(24 = 2^3 \cdot 3\) and \(36 = 2^2 \cdot 3^2\).`,
            tex`The gcd is \(2^2 \cdot 3 = 12\) and the lcm is \(2^3 \cdot 3^2 = 72\). Check: \(12 \cdot 72 = 864 = 24 \cdot 36\).`,
          ],
        },
        {
          name: "Prime factorization and divisors",
          templates: ["prime-factor-sum", "divisor-count"],
          notes: [
            tex`Every whole number greater than \(1\) is a product of primes in exactly one way. Find it by dividing out small primes: \(2\), then \(3\), \(5\), \(7\), and so on.`,
            tex`If \(n = p^a q^b r^c\), a divisor picks an exponent from \(0\) to \(a\) for \(p\), from \(0\) to \(b\) for \(q\), and from \(0\) to \(c\) for \(r\), so \(n\) has \((a + 1)(b + 1)(c + 1)\) positive divisors.`,
            tex`<strong>Example.</strong> How many positive divisors does \(360\) have?`,
            tex`\(360 = 2^3 \cdot 3^2 \cdot 5\), so it has \((3 + 1)(2 + 1)(1 + 1) = 24\) divisors.`,
          ],
        },
        {
          name: "Units digits",
          templates: ["units-digit"],
          notes: [
            tex`The units digit of a product depends only on the units digits of the factors. So the units digits of powers repeat in a short cycle: for powers of \(7\) they go \(7, 9, 3, 1, 7, 9, 3, 1, \ldots\)`,
            tex`To find the units digit of \(a^n\), find the cycle length \(L\) and the remainder when \(n\) is divided by \(L\); a remainder of \(0\) means the last entry of the cycle.`,
            tex`<strong>Example.</strong> Find the units digit of \(3^{2023}\).`,
            tex`Powers of \(3\) end in \(3, 9, 7, 1\), a cycle of length \(4\). Since \(2023 = 4 \cdot 505 + 3\), the units digit is the 3rd entry, \(7\).`,
          ],
        },
      ],
    },
    {
      name: "Counting Basics",
      description: "Counting pairs and arrangements without listing everything.",
      sections: [
        {
          name: "Handshakes and pairs",
          templates: ["handshakes"],
          notes: [
            tex`When each of \(n\) people shakes hands with every other person, each person shakes \(n - 1\) hands. That counts every handshake twice, once for each person in it, so there are \(\frac{n(n - 1)}{2}\) handshakes. The same number, \(\binom{n}{2}\), answers any "how many pairs" question.`,
            tex`<strong>Example.</strong> In a tournament, each of \(8\) teams plays every other team once. How many games are played?`,
            tex`Each game is a pair of teams: \(\frac{8 \cdot 7}{2} = 28\) games.`,
          ],
        },
        {
          name: "Arrangements",
          templates: ["word-arrangements", "seating-in-row"],
          notes: [
            tex`There are \(n! = n \cdot (n - 1) \cdots 2 \cdot 1\) ways to put \(n\) different objects in a row. If some objects are identical, divide by the number of ways to reorder each group of identical ones.`,
            tex`When two people must sit together, glue them into one block, arrange the blocks, then multiply by the \(2\) orders inside the block.`,
            tex`<strong>Example.</strong> How many arrangements are there of the letters of <strong>LLAMA</strong>?`,
            tex`There are \(5\) letters, with L twice and A twice, so there are \(\frac{5!}{2! \cdot 2!} = \frac{120}{4} = 30\) arrangements.`,
          ],
        },
        {
          name: "Counting with digits",
          templates: ["digit-sum-count"],
          notes: [
            tex`For small cases, organize by the first digit. For a two-digit number with digit sum \(s\), the tens digit \(a\) runs from \(1\) to \(9\), and the units digit \(s - a\) must be from \(0\) to \(9\).`,
            tex`For larger cases, stars and bars counts the ways to share a sum among the digits; then subtract the cases where some digit would be \(10\) or more.`,
            tex`<strong>Example.</strong> How many two-digit numbers have digit sum \(11\)?`,
            tex`The tens digit can be \(2, 3, \ldots, 9\) (a tens digit of \(1\) would need a units digit of \(10\)), giving \(29, 38, 47, 56, 65, 74, 83, 92\): \(8\) numbers.`,
          ],
        },
      ],
    },
    {
      name: "First Steps in Probability",
      description: "Equally likely outcomes with coins and dice.",
      active: false,
      sections: [
        {
          name: "Flipping coins",
          templates: ["coin-flips"],
          notes: [
            tex`When all outcomes are equally likely,`,
            tex`\[P(\text{event}) = \frac{\text{favorable outcomes}}{\text{all outcomes}}.\]`,
            tex`Flipping \(n\) coins gives \(2^n\) equally likely sequences, and \(\binom{n}{k}\) of them have exactly \(k\) heads: choose which flips are the heads.`,
            tex`<strong>Example.</strong> Four fair coins are flipped. What is the probability of exactly two heads?`,
            tex`\(\binom{4}{2} = 6\) of the \(16\) sequences work, so the probability is \(\frac{6}{16} = \frac{3}{8}\).`,
          ],
        },
        {
          name: "Rolling dice",
          templates: ["dice-sum"],
          notes: [
            tex`Two dice give \(36\) equally likely ordered outcomes. The sums are <em>not</em> equally likely: a sum of \(7\) happens \(6\) ways, a sum of \(2\) only once. List ordered pairs, remembering that \((1, 4)\) and \((4, 1)\) are different outcomes.`,
            tex`<strong>Example.</strong> Two dice are rolled. What is the probability that the sum is \(9\)?`,
            tex`The pairs are \((3, 6), (4, 5), (5, 4), (6, 3)\), so the probability is \(\frac{4}{36} = \frac{1}{9}\).`,
          ],
        },
      ],
    },
  ],
};
