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
 * What fontaine wrote, finished: a face on local("Arial") also names Arial's
 * metric clones, so Linux (Liberation Sans, no Arial) gets the sized fallback
 * too; and a fallback face written twice (once per subset of the same family)
 * is kept once.
 */
export function finishFallbackFaces(css: string): string {
  const widened = css.replace(/src:\s*local\("Arial"\)/g, `src: ${["Arial", ...ARIAL_METRIC_CLONES].map((font) => `local("${font}")`).join(", ")}`);
  const seen = new Set<string>();
  return widened.replace(/@font-face\s*\{[^}]*\}\n?/g, (face) => {
    if (!/font-family:\s*"[^"]+ fallback"/.test(face)) return face;
    if (seen.has(face)) return "";
    seen.add(face);
    return face;
  });
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
