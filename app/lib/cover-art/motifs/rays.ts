import { svgElement as el, round } from "../svg-markup";
import type { Motif } from "./motif";

/** Innovation: rays from a light just off the frame, and sparks where they land. */
export const rays: Motif = (random, p) => {
  const ox = random.chance(0.5) ? random.int(-60, 40) : random.int(600, 700);
  const oy = random.int(-60, 120);
  const count = random.int(9, 14);
  const start = ox < 320 ? -10 : 100;
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = ((start + (i * 100) / count) * Math.PI) / 180;
    const b = a + ((100 / count) * 0.45 * Math.PI) / 180;
    const r = random.int(500, 800);
    d += `M${ox} ${oy}L${round(ox + r * Math.cos(a))} ${round(oy + r * Math.sin(a))}L${round(ox + r * Math.cos(b))} ${round(oy + r * Math.sin(b))}z`;
  }
  let sparks = "";
  for (let i = 0; i < random.int(3, 6); i++) {
    sparks += el("circle", { cx: random.int(120, 600), cy: random.int(120, 330), r: random.int(8, 30), fill: i === 0 ? p.accent : p.soft, "fill-opacity": i === 0 ? 1 : 0.7 });
  }
  const source = el("circle", { cx: ox, cy: oy, r: 60, fill: p.accent });
  return el("path", { d, fill: p.shape, "fill-opacity": 0.28 }) + sparks + source;
};
