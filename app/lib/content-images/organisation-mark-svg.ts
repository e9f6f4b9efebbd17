import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import { imageSlug } from "./image-slug";
import { roundPathData } from "./round-path-data";

/** The mark's box: the Trusted By wall and the logo slots show it at this size. */
export const MARK_WIDTH = 200;
export const MARK_HEIGHT = 60;

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));
const fonts = [
  { name: "Bricolage Grotesque", data: font("bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff"), weight: 700 as const },
  { name: "Hanken Grotesk", data: font("hanken-grotesk/files/hanken-grotesk-latin-600-normal.woff"), weight: 600 as const },
];

/** Brand blue, teal, saffron (dark enough for the 3:1 of a graphic) and indigo. */
const inks = ["#1d3fd8", "#0f766e", "#b45309", "#1e318a"] as const;

/** A small stable number from a name, so the same organisation always gets the same colour and emblem. */
function nameHash(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

type Node = { type: string; props: Record<string, unknown> & { children?: Node | Node[] | string } };
const box = (style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({ type: "div", props: { style, children } });

/** Four geometric emblems (stacked bars, a sprout of arcs, a split square, a step), drawn in the ink at a size. */
function emblem(kind: number, ink: string, size: number): Node {
  const u = (n: number) => Math.round((n * size) / 34);
  const frame = { display: "flex", width: size, height: size, flexShrink: 0 };
  switch (kind) {
    case 0:
      return box({ ...frame, flexDirection: "column", justifyContent: "space-between" }, [
        box({ height: u(8), width: size, background: ink, borderRadius: u(3) }),
        box({ height: u(8), width: u(24), background: ink, borderRadius: u(3), opacity: 0.75 }),
        box({ height: u(8), width: u(14), background: ink, borderRadius: u(3), opacity: 0.5 }),
      ]);
    case 1:
      return box({ ...frame, alignItems: "flex-end", justifyContent: "center" }, [
        box({ width: size / 2, height: u(26), borderTopLeftRadius: size / 2, borderBottomRightRadius: u(4), background: ink }),
        box({ width: size / 2, height: size, borderTopRightRadius: size / 2, borderBottomLeftRadius: u(4), background: ink, opacity: 0.6 }),
      ]);
    case 2:
      return box({ ...frame, borderRadius: u(8), overflow: "hidden", background: ink }, [box({ width: size / 2, height: size, background: "#ffffff", opacity: 0.35 })]);
    default:
      return box({ ...frame, alignItems: "flex-end" }, [
        box({ width: u(11), height: u(12), background: ink, opacity: 0.5 }),
        box({ width: u(11), height: u(23), background: ink, opacity: 0.75 }),
        box({ width: size - 2 * u(11), height: size, background: ink }),
      ]);
  }
}

/** Splits a name over two lines: the distinctive first word, then the kind of body ("Rural Bank", "Energy Foundation"). */
export function wordmarkLines(name: string): [string, string] {
  const [first = "", ...rest] = name.split(/\s+/).filter(Boolean);
  return [first, rest.join(" ")];
}

/** The emblem's square tile, for places where the name is set beside it (a story card's heading). */
export const EMBLEM_SIZE = 44;

/** Light tints behind an emblem tile, one per ink. */
const tints: Record<(typeof inks)[number], string> = { "#1d3fd8": "#eef4ff", "#0f766e": "#ecfdf5", "#b45309": "#fff7ed", "#1e318a": "#eef4ff" };

/** The ink and emblem an organisation's name gives, the same in its wordmark and its tile. */
function identity(name: string): { ink: (typeof inks)[number]; kind: number } {
  const hash = nameHash(imageSlug(name));
  // Emblem and ink from different bits of the hash, so they vary independently.
  return { ink: inks[hash % inks.length]!, kind: (hash >>> 8) % 4 };
}

/** Coordinates to a tenth of a unit: finer than any screen shows at these sizes. */
const roundPaths = (svg: string) => svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPathData(d, 1)}"`);

/** An organisation's emblem alone on a tinted square tile: its mark where the name is already beside it. */
export async function organisationEmblemSvg(name: string): Promise<string> {
  const { ink, kind } = identity(name);
  const tree = box({ display: "flex", alignItems: "center", justifyContent: "center", width: EMBLEM_SIZE, height: EMBLEM_SIZE, borderRadius: 10, background: tints[ink] }, emblem(kind, ink, 26));
  return roundPaths(await satori(tree as unknown as Parameters<typeof satori>[0], { width: EMBLEM_SIZE, height: EMBLEM_SIZE, fonts }));
}

/**
 * An organisation's drawn mark until its real logo arrives: an emblem and the
 * name set in the brand's typefaces, as outlines (an SVG in an <img> cannot
 * load web fonts). The same name always gives the same mark.
 */
export async function organisationMarkSvg(name: string): Promise<string> {
  const { ink, kind } = identity(name);
  const [first, second] = wordmarkLines(name);
  const headSize = first.length > 12 ? 16 : 20;
  const subSize = second.length > 20 ? 11 : 13;
  const tree = box({ display: "flex", alignItems: "center", gap: 10, width: MARK_WIDTH, height: MARK_HEIGHT, padding: "0 6px" }, [
    emblem(kind, ink, 34),
    box({ display: "flex", flexDirection: "column", lineHeight: 1.1 }, [
      box({ fontFamily: "Bricolage Grotesque", fontWeight: 700, fontSize: headSize, color: "#0f172a" }, first),
      ...(second ? [box({ fontFamily: "Hanken Grotesk", fontWeight: 600, fontSize: subSize, color: "#475569", letterSpacing: 0.4 }, second)] : []),
    ]),
  ]);
  // satori takes React-shaped nodes; these plain objects are exactly that.
  return roundPaths(await satori(tree as unknown as Parameters<typeof satori>[0], { width: MARK_WIDTH, height: MARK_HEIGHT, fonts }));
}
