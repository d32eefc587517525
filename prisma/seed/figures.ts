// Figures for geometry problems: small SVG drawings made from the very numbers the problem
// states, so the picture and the text cannot disagree. Only plain shapes and text labels (no
// styles, scripts or links), which the server's sanitiser keeps as they are (server/domain/sanitizeHtml.ts;
// elements are closed explicitly, as the sanitiser writes them).
// Drawings are to scale unless the problem's numbers would make them unreadable; labels carry
// the given lengths, and what is asked is marked "?".

const INK = "#1d2433";
const MUTED = "#9aa5b4";
const ACCENT = "#2454d6";

type Point = readonly [number, number];

const num = (n: number) => String(Math.round(n * 10) / 10);
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function svg(width: number, height: number, label: string, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}" role="img" aria-label="${escapeText(label)}">` +
    `<title>${escapeText(label)}</title>${body.join("")}</svg>`
  );
}

const line = (a: Point, b: Point, stroke = INK, width = 2, dash = "") =>
  `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}></line>`;
const polygon = (points: readonly Point[], fill = "none") =>
  `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ")}" fill="${fill}" stroke="${INK}" stroke-width="2"></polygon>`;
const dot = ([x, y]: Point) => `<circle cx="${num(x)}" cy="${num(y)}" r="3" fill="${INK}"></circle>`;
const text = ([x, y]: Point, content: string, anchor: "start" | "middle" | "end" = "middle", fill = INK) =>
  `<text x="${num(x)}" y="${num(y)}" font-size="14" font-family="sans-serif" text-anchor="${anchor}" fill="${fill}">${escapeText(content)}</text>`;

/** The triangle on a coordinate grid, each vertex labelled with its coordinates. */
export function latticeTriangleFigure(vertices: readonly Point[]): string {
  const xs = vertices.map(([x]) => x);
  const ys = vertices.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(0, ...xs), Math.max(...xs), Math.min(0, ...ys), Math.max(...ys)];
  const cell = Math.max(14, Math.min(28, 260 / Math.max(maxX - minX, maxY - minY, 1)));
  const pad = 44;
  const width = (maxX - minX) * cell + 2 * pad;
  const height = (maxY - minY) * cell + 2 * pad;
  const at = ([x, y]: Point): Point => [pad + (x - minX) * cell, height - pad - (y - minY) * cell];
  const grid: string[] = [];
  for (let x = minX; x <= maxX; x++) grid.push(line(at([x, minY]), at([x, maxY]), MUTED, x === 0 ? 1.5 : 0.5));
  for (let y = minY; y <= maxY; y++) grid.push(line(at([minX, y]), at([maxX, y]), MUTED, y === 0 ? 1.5 : 0.5));
  const centre: Point = [xs.reduce((s, x) => s + x, 0) / 3, ys.reduce((s, y) => s + y, 0) / 3];
  const labels = vertices.map((v) => {
    const [px, py] = at(v);
    const [cx, cy] = at(centre);
    const length = Math.hypot(px - cx, py - cy) || 1;
    const [lx, ly] = [px + ((px - cx) / length) * 20, py + ((py - cy) / length) * 20 + 5];
    return text([lx, ly], `(${v[0]}, ${v[1]})`);
  });
  return svg(width, height, `The triangle with vertices ${vertices.map((v) => `(${v[0]}, ${v[1]})`).join(", ")} on a coordinate grid`, [
    ...grid,
    polygon(vertices.map(at), "#e3eafb"),
    ...vertices.map((v) => dot(at(v))),
    ...labels,
  ]);
}

/** Triangle ABC with D on AB and E on AC, DE parallel to BC: the given lengths and BC = ?. */
export function parallelCutFigure(ad: number, db: number, de: number): string {
  const [width, height] = [300, 220];
  const a: Point = [150, 30];
  const b: Point = [30, 190];
  const c: Point = [270, 190];
  const t = ad / (ad + db);
  const d: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const e: Point = [a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t];
  const mid = (p: Point, q: Point, dx: number, dy: number): Point => [(p[0] + q[0]) / 2 + dx, (p[1] + q[1]) / 2 + dy];
  return svg(width, height, `Triangle ABC with DE parallel to BC; AD = ${ad}, DB = ${db}, DE = ${de}, BC unknown`, [
    polygon([a, b, c]),
    line(d, e, ACCENT, 2),
    ...[a, b, c, d, e].map(dot),
    text([a[0], a[1] - 10], "A"),
    text([b[0] - 12, b[1] + 5], "B", "end"),
    text([c[0] + 12, c[1] + 5], "C", "start"),
    text([d[0] - 10, d[1] + 4], "D", "end"),
    text([e[0] + 10, e[1] + 4], "E", "start"),
    text(mid(a, d, -14, 0), String(ad), "end"),
    text(mid(d, b, -14, 0), String(db), "end"),
    text(mid(d, e, 0, -6), String(de), "middle", ACCENT),
    text(mid(b, c, 0, 20), "?"),
  ]);
}

/** A rectangle with its sides labelled (a label of "?" for what is asked), optionally its diagonal. */
export function rectangleFigure(across: number, up: number, labels: { across: string; up: string; diagonal?: string }): string {
  const scale = 200 / Math.max(across, up);
  // Keep a very thin rectangle readable: no side drawn shorter than a fifth of the longer one.
  const [w, h] = [Math.max(across * scale, 40), Math.max(up * scale, 40)];
  const pad = 40;
  const [width, height] = [w + 2 * pad, h + 2 * pad];
  const corners: Point[] = [[pad, pad], [pad + w, pad], [pad + w, pad + h], [pad, pad + h]];
  const body = [polygon(corners), text([pad + w / 2, pad + h + 24], labels.across), text([pad + w + 10, pad + h / 2 + 5], labels.up, "start")];
  if (labels.diagonal !== undefined) {
    body.push(line(corners[3], corners[1], ACCENT, 2, "6 4"), text([pad + w / 2 - 10, pad + h / 2 - 8], labels.diagonal, "end", ACCENT));
  }
  return svg(width, height, `A rectangle with sides labelled ${labels.across} and ${labels.up}${labels.diagonal ? ` and diagonal ${labels.diagonal}` : ""}`, body);
}

/** A ladder against a wall: the ladder's length, the foot's distance, and the height asked. */
export function ladderFigure(length: number, foot: number, heightAsked: number): string {
  const scale = 180 / length;
  const pad = 40;
  const [w, h] = [Math.max(foot * scale, 30), Math.max(heightAsked * scale, 30)];
  const [width, height] = [w + 2 * pad + 20, h + 2 * pad];
  const base: Point = [pad + 20, pad + h];
  const top: Point = [pad + 20, pad];
  const footPoint: Point = [pad + 20 + w, pad + h];
  return svg(width, height, `A ladder ${length} feet long, its foot ${foot} feet from the wall; the height it reaches is unknown`, [
    line([base[0], base[1] + 4], [base[0], pad - 10], INK, 4),
    line([pad, base[1]], [width - 10, base[1]], INK, 2),
    line(top, footPoint, ACCENT, 3),
    `<polyline points="${num(base[0])},${num(base[1] - 12)} ${num(base[0] + 12)},${num(base[1] - 12)} ${num(base[0] + 12)},${num(base[1])}" fill="none" stroke="${INK}" stroke-width="1"></polyline>`,
    text([base[0] - 8, pad + h / 2 + 5], "?", "end"),
    text([pad + 20 + w / 2, base[1] + 22], String(foot)),
    text([pad + 20 + w / 2 + 10, pad + h / 2 - 6], String(length), "start", ACCENT),
  ]);
}

/** Markup of a figure below a problem's statement. */
export const figureHtml = (figure: string): string => `<div class="problem-figure">${figure}</div>`;
