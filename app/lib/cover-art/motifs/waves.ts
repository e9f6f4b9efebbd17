import { svgElement as el } from "../svg-markup";
import type { Motif } from "./motif";

/** Online sessions: rings broadcast from one point and waves carried across the frame. */
export const waves: Motif = (random, p) => {
  const cx = random.int(60, 580);
  const cy = random.chance(0.5) ? random.int(250, 330) : random.int(40, 110);
  const step = random.int(34, 48);
  let rings = "";
  for (let i = 1; i <= 9; i++) {
    rings += el("circle", { cx, cy, r: i * step, fill: "none", stroke: i % 3 === 0 ? p.accent : p.line, "stroke-width": i % 3 === 0 ? 4 : 2, "stroke-opacity": 0.85 - i * 0.07, ...(random.chance(0.3) ? { "stroke-dasharray": "2 10", "stroke-linecap": "round" } : {}) });
  }
  let lines = "";
  const count = random.int(2, 3);
  for (let i = 0; i < count; i++) {
    const y = 90 + i * 90 + random.int(-20, 20);
    const amplitude = random.int(18, 46);
    const length = random.int(100, 180);
    let d = `M-20 ${y}`;
    for (let x = -20; x < 660; x += length) d += `q${length / 4} ${-amplitude} ${length / 2} 0t${length / 2} 0`;
    lines += el("path", { d, fill: "none", stroke: i === 0 ? p.shape : p.soft, "stroke-width": i === 0 ? 8 : 4, "stroke-linecap": "round", "stroke-opacity": 0.7 });
  }
  const source = el("circle", { cx, cy, r: 16, fill: p.accent });
  return rings + lines + source;
};
