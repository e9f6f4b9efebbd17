import { svgElement as el } from "../svg-markup";
import type { Motif } from "./motif";

/** Policy and money: a tilted sheet of ruled lines, a column of figures beside it and a round seal across its corner. */
export const ledger: Motif = (random, p) => {
  const left = random.chance(0.5);
  const sheetX = left ? random.int(70, 130) : random.int(330, 400);
  const sheetY = random.int(40, 70);
  const tilt = random.int(-8, 8);
  let rows = "";
  for (let y = sheetY + 40; y < sheetY + 250; y += 26) {
    const width = random.int(60, 170);
    rows += el("rect", { x: sheetX + 30, y, width, height: 10, rx: 5, fill: random.chance(0.18) ? p.accent : p.line, "fill-opacity": 0.75 });
  }
  const sheet = el("g", { transform: `rotate(${tilt} ${sheetX + 110} ${sheetY + 150})` }, el("rect", { x: sheetX, y: sheetY, width: 220, height: 290, rx: 14, fill: p.shape }) + rows);
  const barsX = left ? random.int(380, 420) : random.int(60, 100);
  let bars = "";
  for (let i = 0; i < 5; i++) {
    const height = random.int(40, 200);
    bars += el("rect", { x: barsX + i * 36, y: 320 - height, width: 22, height, rx: 4, fill: p.soft, "fill-opacity": 0.75 });
  }
  const sealX = sheetX + (random.chance(0.5) ? 200 : 20);
  const sealY = sheetY + random.int(220, 270);
  const seal =
    el("circle", { cx: sealX, cy: sealY, r: 44, fill: p.to, stroke: p.accent, "stroke-width": 6 }) +
    el("circle", { cx: sealX, cy: sealY, r: 28, fill: "none", stroke: p.accent, "stroke-width": 3, "stroke-dasharray": "4 6" });
  return bars + sheet + seal;
};
