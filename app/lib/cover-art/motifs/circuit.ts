import { svgElement as el } from "../svg-markup";
import type { Motif } from "./motif";

/** Technology: traces on a dotted board, each bending once at 45° and ending on a pad, around a chip or two. */
export const circuit: Motif = (random, p) => {
  const dots = el("pattern", { id: "d", width: 40, height: 40, patternUnits: "userSpaceOnUse" }, el("circle", { cx: 20, cy: 20, r: 1.5, fill: p.line, "fill-opacity": 0.35 }));
  const board = el("rect", { width: 640, height: 360, fill: "url(#d)" });
  let traces = "";
  let pads = "";
  const count = random.int(6, 9);
  for (let i = 0; i < count; i++) {
    const x = random.int(0, 8) * 40 + 20;
    const y = random.int(1, 8) * 40 + 20;
    const run = random.int(2, 6) * 40;
    const bend = random.int(1, 2) * 40 * (random.chance(0.5) ? 1 : -1);
    const tail = random.int(1, 4) * 40;
    const endX = x + run + Math.abs(bend) + tail;
    traces += `M${x} ${y}h${run}l${Math.abs(bend)} ${bend}h${tail}`;
    pads += el("circle", { cx: endX, cy: y + bend, r: 7, fill: i % 3 === 0 ? p.accent : p.from, stroke: p.shape, "stroke-width": 3 });
    pads += el("circle", { cx: x, cy: y, r: 4, fill: p.shape });
  }
  const chipX = random.int(2, 11) * 40;
  const chipY = random.int(1, 5) * 40;
  const chip = el("rect", { x: chipX, y: chipY, width: 120, height: 80, rx: 10, fill: p.shape, "fill-opacity": 0.22, stroke: p.shape, "stroke-width": 3 });
  const core = el("rect", { x: chipX + 40, y: chipY + 20, width: 40, height: 40, rx: 6, fill: p.accent });
  const lines = el("path", { d: traces, fill: "none", stroke: p.shape, "stroke-width": 3, "stroke-linejoin": "round", "stroke-opacity": 0.8 });
  return `<defs>${dots}</defs>${board}${lines}${chip}${core}${pads}`;
};
