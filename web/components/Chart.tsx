// A titled chart (uPlot, on a canvas) with labelled axes and, for screen readers and exact
// figures, the same numbers as a table. The x axis is a list of period labels. Pass labels and
// series that keep their identity between renders (useMemo): a new array draws the chart anew.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type ChartSeries = { label: string; values: number[]; color: string };

const HEIGHT = 220;
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000];

export function Chart(props: {
  title: string;
  xLabel: string;
  yLabel: string;
  labels: string[];
  series: ChartSeries[];
  kind?: "line" | "bars";
  format?: (value: number) => string;
  caption?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { title, xLabel, yLabel, labels, series, kind = "line" } = props;
  const format = props.format ?? String;
  const wholeSteps = props.format === undefined;
  // The chart reads the latest formatter without being drawn again for a new function.
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = labels.map((_, index) => index);
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
        axes: [
          {
            label: xLabel,
            space: 90,
            values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? "") : "")),
          },
          {
            label: yLabel,
            // Counts step by whole numbers; a custom format (a rate) keeps uPlot's steps.
            incrs: wholeSteps ? WHOLE_STEPS : undefined,
            values: (_u, splits) => splits.map((split) => formatRef.current(split)),
          },
        ],
        series: [
          { label: xLabel, value: (_u, index) => (index === null ? "" : (labels[index] ?? "")) },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            fill: kind === "bars" ? `${line.color}55` : undefined,
            width: 2,
            value: (_u: uPlot, value: number | null) => (value === null ? "" : formatRef.current(value)),
            paths: kind === "bars" ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined,
          })),
        ],
        legend: { show: series.length > 1 },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, xLabel, yLabel, wholeSteps]);

  return (
    <figure className="chart">
      <figcaption>
        <h3>{title}</h3>
        {props.caption && <p className="muted chart-caption">{props.caption}</p>}
      </figcaption>
      <div ref={box} className="chart-canvas" role="img" aria-label={`${title}: chart; the table below has its figures`} />
      <details>
        <summary>Show the figures</summary>
        <table className="table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((line) => <th scope="col" key={line.label}>{line.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((line) => <td key={line.label}>{format(line.values[index])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
