import { svgElement as el, round } from "../svg-markup";
import type { Motif } from "./motif";

type Point = { x: number; y: number };

/** The ecosystem: people and organisations as nodes, linked to their nearest neighbours around one saffron hub. */
export const constellation: Motif = (random, p) => {
  const cells = Array.from({ length: 15 }, (_, i) => i).filter(() => random.chance(0.72));
  const nodes: Point[] = cells.map((cell) => ({ x: (cell % 5) * 128 + random.int(24, 104), y: Math.floor(cell / 5) * 120 + random.int(25, 95) }));
  const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  const links = new Set<string>();
  nodes.forEach((node, i) => {
    const nearest = nodes
      .map((other, j) => ({ j, d: distance(node, other) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, random.int(1, 2));
    for (const { j } of nearest) links.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  const path = [...links]
    .map((key) => key.split("-").map((n) => nodes[Number(n)] as Point))
    .map(([a, b]) => `M${round(a!.x)} ${round(a!.y)}L${round(b!.x)} ${round(b!.y)}`)
    .join("");
  const hub = random.int(0, nodes.length - 1);
  const halo = el("circle", { cx: random.int(120, 520), cy: random.int(80, 280), r: random.int(140, 220), fill: p.soft, "fill-opacity": 0.12 });
  const lines = el("path", { d: path, stroke: p.line, "stroke-opacity": 0.55, "stroke-width": 2, fill: "none" });
  const dots = nodes
    .map((node, i) =>
      i === hub
        ? el("circle", { cx: node.x, cy: node.y, r: 34, fill: "none", stroke: p.accent, "stroke-opacity": 0.5, "stroke-width": 3 }) + el("circle", { cx: node.x, cy: node.y, r: 20, fill: p.accent })
        : el("circle", { cx: node.x, cy: node.y, r: random.int(6, 14), fill: random.chance(0.3) ? p.soft : p.shape }),
    )
    .join("");
  return halo + lines + dots;
};
