import { svgElement as el } from "../svg-markup";
import type { Motif } from "./motif";

const SIZE = 80;

/** Workshops: a board of tiles being put together, each a quarter, half or whole circle, a triangle or a ring. */
export const tiles: Motif = (random, p) => {
  let shapes = "";
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++) {
      if (random.chance(0.38)) continue;
      const x = col * SIZE;
      const y = row * SIZE;
      const fill = random.chance(0.12) ? p.accent : random.chance(0.55) ? p.shape : p.soft;
      const h = SIZE / 2;
      const corner = random.int(0, 3);
      const cx = x + (corner % 2) * SIZE;
      const cy = y + Math.floor(corner / 2) * SIZE;
      const kind = random.int(0, 4);
      if (kind === 0) {
        // A quarter circle from one corner.
        const sx = corner % 2 ? -1 : 1;
        const sy = corner > 1 ? -1 : 1;
        shapes += el("path", { d: `M${cx} ${cy}h${sx * SIZE}a${SIZE} ${SIZE} 0 0 ${sx * sy > 0 ? 1 : 0} ${-sx * SIZE} ${sy * SIZE}z`, fill });
      } else if (kind === 1) {
        shapes += el("path", { d: `M${x} ${y + h}a${h} ${h} 0 0 1 ${SIZE} 0z`, fill, transform: `rotate(${corner * 90} ${x + h} ${y + h})` });
      } else if (kind === 2) {
        shapes += el("circle", { cx: x + h, cy: y + h, r: h - 8, fill });
      } else if (kind === 3) {
        shapes += el("path", { d: `M${x} ${y}h${SIZE}v${SIZE}z`, fill, transform: `rotate(${corner * 90} ${x + h} ${y + h})`, "fill-opacity": 0.85 });
      } else {
        shapes += el("circle", { cx: x + h, cy: y + h, r: h - 14, fill: "none", stroke: fill, "stroke-width": 10 });
      }
    }
  }
  return shapes;
};
