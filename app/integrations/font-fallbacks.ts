import type { Plugin } from "vite";
import { FontaineTransform } from "fontaine";

/**
 * The local fonts a fallback face may stand on, best first. fontaine sizes a
 * "<family> fallback" face to each of them from its metrics (capsize's, which
 * have no Liberation Sans or Arimo).
 */
export const FALLBACK_FONTS = ["Arial", "Roboto", "Helvetica Neue"] as const;

/** Fonts drawn to Arial's metrics glyph for glyph: one face sized for Arial fits them all. */
const ARIAL_METRIC_CLONES = ["Liberation Sans", "Arimo"] as const;

/**
 * Figtree's bold (the 700 and 800 of headings, buttons at 600), by capsize's
 * metrics: average character width, ascent and descent per em. fontaine sizes
 * the fallback to Figtree's regular; a browser's synthetic bold of a regular
 * fallback is about 4 % narrower than Figtree's bold, enough for a button row
 * or a heading to wrap differently once Figtree arrives.
 */
const FIGTREE_BOLD = { widthPerEm: (463 + 470) / 2 / 1000, ascent: 0.95, descent: 0.25 } as const;

/** The bold fallbacks, in the order fontaine writes the regular ones, with their average width per em. */
const BOLD_FALLBACKS: readonly { locals: readonly string[]; widthPerEm: number }[] = [
  { locals: ["Helvetica Neue Bold", "HelveticaNeue-Bold"], widthPerEm: 480 / 1000 },
  { locals: ["Roboto Bold", "Roboto-Bold"], widthPerEm: 926 / 2048 },
  { locals: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"], widthPerEm: 983 / 2048 },
];

/** The weights the regular fallback stands in for; the bold one takes the rest. */
const REGULAR_WEIGHTS = "300 550";
const BOLD_WEIGHTS = "551 900";

const percent = (value: number) => `${(value * 100).toFixed(4).replace(/\.?0+$/, "")}%`;

/** A fallback face on a local bold, sized to Figtree's bold. */
export function boldFallbackFace(family: string, fallback: (typeof BOLD_FALLBACKS)[number]): string {
  const sizeAdjust = FIGTREE_BOLD.widthPerEm / fallback.widthPerEm;
  return [
    "@font-face {",
    `  font-family: "${family} fallback";`,
    `  src: ${fallback.locals.map((font) => `local("${font}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(FIGTREE_BOLD.ascent / sizeAdjust)};`,
    `  descent-override: ${percent(FIGTREE_BOLD.descent / sizeAdjust)};`,
    "  line-gap-override: 0%;",
    "  font-style: normal;",
    `  font-weight: ${BOLD_WEIGHTS};`,
    "}",
    "",
  ].join("\n");
}

const FALLBACK_FACE = /@font-face\s*\{[^}]*font-family:\s*"([^"]+) fallback"[^}]*\}\n?/g;

/**
 * What fontaine wrote for Figtree, finished: a face on local("Arial") also
 * names Arial's metric clones, so Linux (Liberation Sans, no Arial) gets the
 * sized fallback too; a fallback face written twice (once per subset face of
 * the family) is kept once; the regular faces stand in for weights up to 550
 * and bold faces sized to Figtree's bold follow them for the heavier weights.
 */
export function finishFallbackFaces(css: string): string {
  const widened = css.replace(/src:\s*local\("Arial"\)/g, `src: ${["Arial", ...ARIAL_METRIC_CLONES].map((font) => `local("${font}")`).join(", ")}`);
  const seen = new Set<string>();
  let lastFace: { end: number; family: string } | undefined;
  let removed = 0;
  const deduplicated = widened.replace(FALLBACK_FACE, (face, family: string, offset: number) => {
    if (seen.has(face)) {
      removed += face.length;
      return "";
    }
    seen.add(face);
    lastFace = { end: offset - removed + face.length, family };
    return face;
  });
  if (!lastFace) return css;
  const regular = deduplicated.slice(0, lastFace.end).replace(FALLBACK_FACE, (face) => face.replace(/font-weight:\s*[^;]+;/, `font-weight: ${REGULAR_WEIGHTS};`));
  const bold = BOLD_FALLBACKS.map((fallback) => boldFallbackFace(lastFace?.family ?? "", fallback)).join("");
  return `${regular}${bold}${deduplicated.slice(lastFace.end)}`;
}

/**
 * Metric-matched fallbacks for app.css's web fonts, so that swapping to them
 * moves nothing (CLS 0): fontaine's transform, then finishFallbackFaces.
 */
export function fontFallbacks(): Plugin[] {
  const finish: Plugin = {
    name: "ankur:finish-fallback-faces",
    enforce: "pre",
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes(" fallback")) return null;
      const finished = finishFallbackFaces(code);
      return finished === code ? null : { code: finished, map: null };
    },
  };
  return [FontaineTransform.vite({ fallbacks: [...FALLBACK_FONTS] }) as Plugin, finish];
}
