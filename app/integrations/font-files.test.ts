import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Font, create } from "fontkitten";
import { describe, expect, it } from "vitest";

// The web font faces of app.css, checked in the font files themselves: each
// face's file draws every character its unicode-range claims, no rupee sign
// or letter silently comes from a fallback face, and the subset
// (assets/fonts/subset-figtree.sh) leaves out nothing the site's text uses.

const appDir = fileURLToPath(new URL("..", import.meta.url));
const css = readFileSync(join(appDir, "app.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => {
  const body = match[1] ?? "";
  return {
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
    src: /url\("([^"]+)"\)/.exec(body)?.[1] ?? "",
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "",
    display: /font-display:\s*([\w-]+)/.exec(body)?.[1],
  };
});
const readFont = (path: string): Font => create(readFileSync(path)) as Font;
const faceFont = (src: string): Font => readFont(join(appDir, src));
const fontsource = fileURLToPath(new URL("../../node_modules/@fontsource-variable/figtree/files/", import.meta.url));

/** The code points of a unicode-range ("U+0020-007E, U+00A0"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",").map((p) => p.trim().replace(/^U\+/i, ""))) {
    const [from, to = from] = part.split("-").map((hex) => Number.parseInt(hex, 16));
    for (let point = from ?? 0; point <= (to ?? 0); point++) points.add(point);
  }
  return points;
}

/** Every character beyond ASCII in the site's sources (tests and CSS aside): where its text lives. */
function charactersInSources(dir: string): Set<number> {
  const found = new Set<number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(tsx?|astro)$/.test(entry.name) || /\.test\./.test(entry.name)) continue;
    for (const char of readFileSync(join(entry.parentPath, entry.name), "utf8")) {
      const point = char.codePointAt(0) ?? 0;
      if (point > 0x7e) found.add(point);
    }
  }
  return found;
}

const RUPEE = 0x20b9;

describe("app.css's web font faces", () => {
  it("are Figtree's one subset, the rupee sign in it, swapped in when loaded", () => {
    expect(faces.map((face) => [face.family, face.src, face.display])).toEqual([["Figtree", "./assets/fonts/figtree-text.woff2", "swap"]]);
    expect(codePoints(faces[0]?.range ?? "").has(RUPEE)).toBe(true);
  });

  it("load files that draw exactly what their unicode-range claims", () => {
    for (const face of faces) {
      const font = faceFont(face.src);
      const claimed = [...codePoints(face.range)];
      expect(claimed.filter((point) => !font.hasGlyphForCodePoint(point)).map((point) => point.toString(16)), `${face.src} draws its whole range`).toEqual([]);
      // U+FFFF is no character: the end marker of the cmap's last segment, which fontkitten lists.
      expect(font.characterSet.filter((point) => point !== 0xffff && !claimed.includes(point)).map((point) => point.toString(16)), `${face.src} has nothing outside its range`).toEqual([]);
    }
    expect(faceFont(faces[0]?.src ?? "").hasGlyphForCodePoint(RUPEE)).toBe(true);
  });

  it("leave out no character the site's sources use that Figtree draws (else run subset-figtree.sh with it)", () => {
    const figtree = [readFont(join(fontsource, "figtree-latin-wght-normal.woff2")), readFont(join(fontsource, "figtree-latin-ext-wght-normal.woff2"))];
    const covered = new Set(faces.flatMap((face) => [...codePoints(face.range)]));
    const used = charactersInSources(appDir);
    expect(used.has(RUPEE), "the sources show rupee figures").toBe(true);
    const missing = [...used].filter((point) => !covered.has(point) && figtree.some((font) => font.hasGlyphForCodePoint(point)));
    expect(missing.map((point) => `${String.fromCodePoint(point)} U+${point.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it("keep tabular figures, for columns of lakh and crore, and the variable weights", () => {
    // fontkitten reads the GSUB and fvar tables but does not type them.
    const text = faceFont(faces[0]?.src ?? "") as Font & { GSUB?: { featureList: { tag: string }[] }; variationAxes: Record<string, { min: number; max: number }> };
    expect(text.GSUB?.featureList.map((feature) => feature.tag)).toContain("tnum");
    expect(text.variationAxes.wght).toMatchObject({ min: 300, max: 900 });
  });

  it("preload the text file, the one the first paint needs, and nothing else", () => {
    const documentShell = readFileSync(join(appDir, "layouts/site-document.astro"), "utf8");
    expect(documentShell).toContain('from "../assets/fonts/figtree-text.woff2?url"');
    expect(documentShell.match(/rel="preload"/g)).toHaveLength(1);
  });
});
