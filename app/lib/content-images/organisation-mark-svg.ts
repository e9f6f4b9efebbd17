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

/** Four geometric emblems (stacked bars, a sprout of arcs, a split square, a step), drawn in the ink. */
function emblem(kind: number, ink: string): Node {
  const size = 34;
  const frame = { display: "flex", width: size, height: size, flexShrink: 0 };
  switch (kind) {
    case 0:
      return box({ ...frame, flexDirection: "column", justifyContent: "space-between" }, [
        box({ height: 8, width: 34, background: ink, borderRadius: 3 }),
        box({ height: 8, width: 24, background: ink, borderRadius: 3, opacity: 0.75 }),
        box({ height: 8, width: 14, background: ink, borderRadius: 3, opacity: 0.5 }),
      ]);
    case 1:
      return box({ ...frame, alignItems: "flex-end", justifyContent: "center" }, [
        box({ width: 17, height: 26, borderTopLeftRadius: 17, borderBottomRightRadius: 4, background: ink }),
        box({ width: 17, height: 34, borderTopRightRadius: 17, borderBottomLeftRadius: 4, background: ink, opacity: 0.6 }),
      ]);
    case 2:
      return box({ ...frame, borderRadius: 8, overflow: "hidden", background: ink }, [
        box({ width: 17, height: 34, background: "#ffffff", opacity: 0.35 }),
      ]);
    default:
      return box({ ...frame, alignItems: "flex-end" }, [
        box({ width: 11, height: 12, background: ink, opacity: 0.5 }),
        box({ width: 11, height: 23, background: ink, opacity: 0.75 }),
        box({ width: 12, height: 34, background: ink }),
      ]);
  }
}

/** Splits a name over two lines: the distinctive first word, then the kind of body ("Rural Bank", "Energy Foundation"). */
export function wordmarkLines(name: string): [string, string] {
  const [first = "", ...rest] = name.split(/\s+/).filter(Boolean);
  return [first, rest.join(" ")];
}

/**
 * An organisation's drawn mark until its real logo arrives: an emblem and the
 * name set in the brand's typefaces, as outlines (an SVG in an <img> cannot
 * load web fonts). The same name always gives the same mark.
 */
export async function organisationMarkSvg(name: string): Promise<string> {
  const hash = nameHash(imageSlug(name));
  const ink = inks[hash % inks.length]!;
  const [first, second] = wordmarkLines(name);
  const headSize = first.length > 12 ? 16 : 20;
  const subSize = second.length > 20 ? 11 : 13;
  const tree = box({ display: "flex", alignItems: "center", gap: 10, width: MARK_WIDTH, height: MARK_HEIGHT, padding: "0 6px" }, [
    // Emblem and ink from different bits of the hash, so they vary independently.
    emblem((hash >>> 8) % 4, ink),
    box({ display: "flex", flexDirection: "column", lineHeight: 1.1 }, [
      box({ fontFamily: "Bricolage Grotesque", fontWeight: 700, fontSize: headSize, color: "#0f172a" }, first),
      ...(second ? [box({ fontFamily: "Hanken Grotesk", fontWeight: 600, fontSize: subSize, color: "#475569", letterSpacing: 0.4 }, second)] : []),
    ]),
  ]);
  // satori takes React-shaped nodes; these plain objects are exactly that.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width: MARK_WIDTH, height: MARK_HEIGHT, fonts });
  // A tenth of a unit (a tenth of a CSS pixel at the mark's size) is finer than any screen shows.
  return svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPathData(d, 1)}"`);
}
