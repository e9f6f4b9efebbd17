import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Font, create } from "fontkitten";
import { describe, expect, it } from "vitest";

// The web font faces of app.css, checked in the font files themselves: the
// glyphs each face's unicode-range claims are really in the file it loads, so
// no rupee sign or letter silently comes from a fallback face.

const appCss = fileURLToPath(new URL("../app.css", import.meta.url));
const css = readFileSync(appCss, "utf8");
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => {
  const body = match[1] ?? "";
  const src = /url\("([^"]+)"\)/.exec(body)?.[1] ?? "";
  return { family: /font-family:\s*"([^"]+)"/.exec(body)?.[1], src, range: /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "", display: /font-display:\s*([\w-]+)/.exec(body)?.[1] };
});
const font = (src: string): Font => create(readFileSync(fileURLToPath(new URL(src, `file://${appCss}`)))) as Font;

const RUPEE = 0x20b9;
/** What the latin face must draw: Indian English with its punctuation and figures. */
const INDIAN_ENGLISH = "Ankur helps founders in Pune & Bengaluru raise 12,000+ jobs — 85% “survive”: 2015–16, café, naïve, Rs. 4–6 lakh…";

describe("app.css's web font faces", () => {
  it("are Figtree's latin and, for the rupee sign only, its latin-ext subset, swapped in when loaded", () => {
    expect(faces.map((face) => [face.family, face.src.split("/").pop(), face.display])).toEqual([
      ["Figtree", "figtree-latin-wght-normal.woff2", "swap"],
      ["Figtree", "figtree-latin-ext-wght-normal.woff2", "swap"],
    ]);
    expect(faces[1]?.range.trim()).toBe("U+20B9");
  });

  it("load a latin file that draws Indian English, and ₹ from the one file that has it", () => {
    const [latin, rupee] = faces.map((face) => font(face.src));
    for (const char of INDIAN_ENGLISH) expect(latin?.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), `latin has ${char}`).toBe(true);
    expect(latin?.hasGlyphForCodePoint(RUPEE), "the latin subset has no ₹: the scoped face is needed").toBe(false);
    expect(rupee?.hasGlyphForCodePoint(RUPEE), "the latin-ext subset draws ₹").toBe(true);
  });

  it("load files with tabular figures, for columns of lakh and crore", () => {
    // fontkitten reads the GSUB table but does not type it.
    const latin = font(faces[0]?.src ?? "") as Font & { GSUB?: { featureList: { tag: string }[] } };
    expect(latin.GSUB?.featureList.map((feature) => feature.tag)).toContain("tnum");
  });

  it("preload the latin file, the one the first paint needs, and nothing else", () => {
    const documentShell = readFileSync(fileURLToPath(new URL("../layouts/site-document.astro", import.meta.url)), "utf8");
    expect(documentShell).toContain('from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url"');
    expect(documentShell.match(/rel="preload"/g)).toHaveLength(1);
  });
});
