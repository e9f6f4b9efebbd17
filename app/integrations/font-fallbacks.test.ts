import { describe, expect, it } from "vitest";
import { boldFallbackFace, finishFallbackFaces } from "./font-fallbacks";

const face = (local: string, size: string) => `@font-face {\n  font-family: "Figtree fallback";\n  src: local("${local}");\n  size-adjust: ${size};\n  font-weight: 300 900;\n}\n`;
const arialFace = face("Arial", "100.718%");
const robotoFace = face("Roboto", "100.939%");
const webFace = '@font-face {\n  font-family: "Figtree";\n  src: url("figtree.woff2") format("woff2");\n  font-weight: 300 900;\n}\n';

describe("finishFallbackFaces", () => {
  it("lets a face sized for Arial stand on Arial's metric clones too", () => {
    expect(finishFallbackFaces(arialFace)).toContain('src: local("Arial"), local("Liberation Sans"), local("Arimo");');
  });

  it("keeps each fallback face once, and every web font face", () => {
    const finished = finishFallbackFaces(`${robotoFace}${arialFace}${webFace}${robotoFace}${arialFace}${webFace}`);
    expect(finished.match(/local\("Roboto"\)/g)).toHaveLength(1);
    expect(finished.match(/local\("Liberation Sans"\)/g)).toHaveLength(1);
    expect(finished.match(/font-family: "Figtree";/g)).toHaveLength(2);
  });

  it("gives the regular fallbacks the light to medium weights and adds bold ones, after them, for the rest", () => {
    const finished = finishFallbackFaces(`${robotoFace}${arialFace}${webFace}`);
    const fallbacks = [...finished.matchAll(/@font-face \{[^}]*"Figtree fallback"[^}]*\}/g)].map((match) => match[0]);
    expect(fallbacks.map((f) => [/local\("([^"]+)"\)/.exec(f)?.[1], /font-weight: ([^;]+);/.exec(f)?.[1]])).toEqual([
      ["Roboto", "300 550"],
      ["Arial", "300 550"],
      ["Helvetica Neue Bold", "551 900"],
      ["Roboto Bold", "551 900"],
      ["Arial Bold", "551 900"],
    ]);
    expect(finished.indexOf("Arial Bold")).toBeLessThan(finished.indexOf('font-family: "Figtree";'));
    expect(webFace).toContain("300 900");
    expect(finished).toContain(webFace);
  });

  it("sizes a bold fallback to Figtree's bold: Arial Bold is wider per em, so it is set smaller", () => {
    const arialBold = boldFallbackFace("Figtree", { locals: ["Arial Bold", "Liberation Sans Bold"], widthPerEm: 983 / 2048 });
    expect(arialBold).toContain('src: local("Arial Bold"), local("Liberation Sans Bold");');
    expect(arialBold).toContain("size-adjust: 97.1915%;");
    expect(arialBold).toContain("ascent-override: 97.7452%;");
    expect(arialBold).toContain("descent-override: 25.7224%;");
  });

  it("leaves CSS without fallback faces as it is", () => {
    expect(finishFallbackFaces(webFace)).toBe(webFace);
  });
});
