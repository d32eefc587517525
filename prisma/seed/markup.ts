// Writing statements: paragraphs of simple HTML with TeX between \( \) (inline) and \[ \]
// (display), turned into the problemHtml / text pair stored on a question.

/** Template tag that keeps backslashes, so TeX reads as TeX: tex`\frac{${a}}{${b}}`. */
export const tex = String.raw;

/** A coefficient in front of a variable: 1 → "x", -1 → "-x", 3 → "3x". */
export function term(coefficient: number, variable: string): string {
  if (coefficient === 1) return variable;
  if (coefficient === -1) return `-${variable}`;
  return `${coefficient}${variable}`;
}

/** A trailing signed term: 5 → " + 5", -5 → " - 5", 0 → "". */
export function signed(n: number, variable = ""): string {
  if (n === 0) return "";
  const magnitude = Math.abs(n) === 1 && variable !== "" ? "" : String(Math.abs(n));
  return `${n < 0 ? " - " : " + "}${magnitude}${variable}`;
}

/** ax + b written the usual way. */
export const linear = (a: number, b: number, variable = "x"): string => term(a, variable) + signed(b);

export const toHtml = (paragraphs: readonly string[]): string => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

const MATH = /\\\((.*?)\\\)|\\\[(.*?)\\\]/gs;

export function toText(paragraphs: readonly string[]): string {
  return paragraphs
    .map((p) => p.replace(MATH, (_, inline, display) => texToPlain(inline ?? display)).replace(/<[^>]+>/g, ""))
    .join("\n\n");
}

const SYMBOLS: Record<string, string> = {
  pi: "π",
  cdot: "·",
  times: "×",
  le: "≤",
  ge: "≥",
  lt: "<",
  gt: ">",
  ne: "≠",
  equiv: "≡",
  bmod: " mod ",
  circ: "°",
  dots: "…",
  ldots: "…",
  lfloor: "⌊",
  rfloor: "⌋",
  cdots: "⋯",
  triangle: "triangle ",
  angle: "angle ",
  quad: " ",
  qquad: " ",
  gcd: "gcd",
  varphi: "φ",
  cup: "∪",
  cap: "∩",
  left: "",
  right: "",
  ",": " ",
  ";": " ",
  " ": " ",
  "{": "{",
  "}": "}",
  "%": "%",
};

// Wraps a fraction part in parentheses unless it is a single number or name.
const wrap = (s: string) => (/^[\w.π]+$/u.test(s) ? s : `(${s})`);

/**
 * Plain-text reading of the small TeX subset these templates use, e.g. \frac{3}{8}\pi → 3/8π.
 * An unknown command throws, so a template can't leak raw TeX into the plain text.
 */
function texToPlain(source: string): string {
  let pos = 0;
  const command = (): string => {
    const match = /^(?:[a-zA-Z]+|.)/s.exec(source.slice(pos));
    const name = match ? match[0] : "";
    pos += name.length;
    switch (name) {
      case "frac":
      case "dfrac": {
        const numerator = argument();
        return `${wrap(numerator)}/${wrap(argument())}`;
      }
      case "sqrt":
        return `√${wrap(argument())}`;
      case "binom": {
        const n = argument();
        return `C(${n}, ${argument()})`;
      }
      case "text":
      case "textbf":
      case "operatorname":
        return argument();
      // Only used for the repeating block of a decimal: 0.\overline{142857} → 0.(142857).
      case "overline":
        return `(${argument()})`;
      case "pmod":
        return ` (mod ${argument()})`;
    }
    const symbol = SYMBOLS[name];
    if (symbol === undefined) throw new Error(`texToPlain: unsupported command \\${name} in ${source}`);
    return symbol;
  };
  const token = (): string => {
    const ch = source[pos++];
    if (ch === "\\") return command();
    if (ch === "{") {
      const inner = sequence();
      pos++;
      return inner;
    }
    if (ch === "^" || ch === "_") {
      const script = argument();
      if (script === "°") return script;
      return ch + (/^\w+$/.test(script) ? script : `(${script})`);
    }
    return ch;
  };
  const argument = (): string => {
    while (source[pos] === " ") pos++;
    return token();
  };
  const sequence = (): string => {
    let out = "";
    while (pos < source.length && source[pos] !== "}") out += token();
    return out;
  };
  return sequence().replace(/\s+/g, " ").trim();
}

/** A number ready to follow an operator: -3 → "(-3)". */
export const paren = (n: number): string => (n < 0 ? `(${n})` : String(n));

/** 1 → "1st", 12 → "12th", 23 → "23rd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** A factorisation in TeX, e.g. [[2, 3], [5, 1]] → 2^{3} \cdot 5. */
export const factorsLatex = (factors: readonly (readonly [number, number])[]): string =>
  factors.map(([p, e]) => (e === 1 ? `${p}` : `${p}^{${e}}`)).join(" \\cdot ");

/** "a", "a and b", "a, b, and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}
