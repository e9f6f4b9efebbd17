import { svgElement as el } from "../svg-markup";
import type { Motif } from "./motif";

/** Conferences: rows of seats in arcs around a stage; a few seats lit. */
export const amphitheatre: Motif = (random, p) => {
  const cx = random.int(200, 440);
  const cy = random.int(330, 400);
  const gap = random.int(22, 30);
  let rows = "";
  for (let i = 0; i < 9; i++) {
    const r = 90 + i * 34;
    rows += el("circle", { cx, cy, r, fill: "none", stroke: i % 2 ? p.soft : p.shape, "stroke-width": 9, "stroke-linecap": "round", "stroke-dasharray": `0 ${gap + (i % 3)}`, "stroke-opacity": 0.9 });
  }
  let lit = "";
  for (let i = 0; i < random.int(4, 7); i++) {
    const angle = Math.PI + random.next() * Math.PI;
    const r = 90 + random.int(0, 8) * 34;
    lit += el("circle", { cx: cx + r * Math.cos(angle), cy: cy + r * Math.sin(angle), r: 8, fill: p.accent });
  }
  const stage = el("circle", { cx, cy, r: 56, fill: p.accent }) + el("circle", { cx, cy, r: 70, fill: "none", stroke: p.accent, "stroke-width": 3, "stroke-opacity": 0.6 });
  return rows + lit + stage;
};
