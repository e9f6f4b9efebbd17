import { svgElement as el, round } from "../svg-markup";
import type { Motif } from "./motif";

/** A venture's story: bars climbing stage by stage and the line of its growth above them, ending on a saffron mark. */
export const growth: Motif = (random, p) => {
  const count = random.int(6, 9);
  const width = 560 / count;
  let height = random.int(30, 70);
  let bars = "";
  const tops: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i++) {
    height = Math.min(190, height + random.int(-10, 36));
    const x = 40 + i * width;
    bars += el("rect", { x: x + 6, y: 320 - height, width: width - 12, height, rx: 8, fill: i === count - 1 ? p.shape : p.soft, "fill-opacity": i === count - 1 ? 0.9 : 0.3 });
    tops.push({ x: x + width / 2, y: 300 - height - random.int(10, 30) });
  }
  const first = tops[0] ?? { x: 0, y: 0 };
  const last = tops[tops.length - 1] ?? first;
  const d = tops.reduce((path, point, i) => (i === 0 ? path : `${path}S${round(point.x - width / 2)} ${point.y} ${round(point.x)} ${point.y}`), `M${round(first.x)} ${first.y}`);
  const baseline = el("path", { d: "M30 322h580", stroke: p.line, "stroke-width": 3, "stroke-opacity": 0.6 });
  const mark = el("circle", { cx: last.x, cy: last.y, r: 12, fill: p.accent }) + el("circle", { cx: last.x, cy: last.y, r: 24, fill: "none", stroke: p.accent, "stroke-width": 3, "stroke-opacity": 0.5 });
  const line = el("path", { d, fill: "none", stroke: p.accent, "stroke-width": 6, "stroke-linecap": "round" });
  // Half the ventures show the area under their line instead of the bars.
  if (random.chance(0.5)) {
    const area = el("path", { d: `${d}V322H${round(first.x)}z`, fill: p.shape, "fill-opacity": 0.3 });
    return baseline + area + line + mark;
  }
  return baseline + bars + line + mark;
};
