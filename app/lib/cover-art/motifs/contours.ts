import { svgElement as el, round } from "../svg-markup";
import type { Motif } from "./motif";

/** Sustainability: the contour lines of a landscape around one or two hills. */
export const contours: Motif = (random, p) => {
  let lines = "";
  const hills = random.int(1, 2);
  for (let h = 0; h < hills; h++) {
    const cx = random.int(120, 520);
    const cy = random.int(100, 260);
    const wobble = Array.from({ length: 8 }, () => 0.75 + random.next() * 0.5);
    for (let k = 1; k <= 6; k++) {
      const points = wobble.map((w, i) => {
        const angle = (i / 8) * Math.PI * 2;
        const r = k * 34 * (1 + (w - 1) * (k / 6));
        return { x: cx + r * Math.cos(angle) * 1.3, y: cy + r * Math.sin(angle) };
      });
      const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => `${round((a.x + b.x) / 2)} ${round((a.y + b.y) / 2)}`;
      const d = points.reduce((path, point, i) => `${path}Q${round(point.x)} ${round(point.y)} ${mid(point, points[(i + 1) % 8]!)}`, `M${mid(points[7]!, points[0]!)}`);
      lines += el("path", { d: `${d}z`, fill: k === 1 ? (h === 0 ? p.accent : p.shape) : "none", stroke: k % 3 === 0 ? p.shape : p.line, "stroke-width": k % 3 === 0 ? 4 : 2, "stroke-opacity": 0.75 });
    }
  }
  return lines;
};
