import { svgElement as el } from "../svg-markup";
import type { Palette } from "../palettes";
import type { Random } from "../seeded-random";
import type { Motif } from "./motif";

/** Beside the sheet, one of three pictures of figures, from x: a column chart, a share of a whole, or stacks of coins. */
type Aside = (random: Random, p: Palette, x: number) => string;

const columns: Aside = (random, p, x) => {
  let bars = "";
  for (let i = 0; i < 5; i++) {
    const height = random.int(40, 200);
    bars += el("rect", { x: x + i * 36, y: 300 - height, width: 22, height, rx: 4, fill: p.soft, "fill-opacity": 0.75 });
  }
  return bars;
};

const donut: Aside = (random, p, x) => {
  const share = random.int(20, 70) / 100;
  const r = 70;
  const length = 2 * Math.PI * r;
  return (
    el("circle", { cx: x + 90, cy: 190, r, fill: "none", stroke: p.soft, "stroke-opacity": 0.55, "stroke-width": 34 }) +
    el("circle", { cx: x + 90, cy: 190, r, fill: "none", stroke: p.shape, "stroke-width": 34, "stroke-dasharray": `${length * share} ${length}`, transform: `rotate(-90 ${x + 90} 190)` })
  );
};

const coins: Aside = (random, p, x) => {
  let stacks = "";
  for (let i = 0; i < 3; i++) {
    const count = random.int(2, 7);
    for (let j = 0; j < count; j++) stacks += el("rect", { x: x + i * 64, y: 300 - (j + 1) * 20, width: 52, height: 16, rx: 8, fill: j === count - 1 ? p.shape : p.soft, "fill-opacity": 0.85 });
  }
  return stacks;
};

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
  const asideX = left ? random.int(380, 420) : random.int(60, 100);
  const aside = random.pick([columns, donut, coins])(random, p, asideX);
  const sealX = sheetX + (random.chance(0.5) ? 200 : 20);
  const sealY = sheetY + random.int(220, 270);
  const seal =
    el("circle", { cx: sealX, cy: sealY, r: 44, fill: p.to, stroke: p.accent, "stroke-width": 6 }) +
    el("circle", { cx: sealX, cy: sealY, r: 28, fill: "none", stroke: p.accent, "stroke-width": 3, "stroke-dasharray": "4 6" });
  return aside + sheet + seal;
};
