import { describe, expect, it } from "vitest";
import { finishFallbackFaces } from "./font-fallbacks";

const arialFace = '@font-face {\n  font-family: "Figtree fallback";\n  src: local("Arial");\n  size-adjust: 100.718%;\n}\n';
const robotoFace = '@font-face {\n  font-family: "Figtree fallback";\n  src: local("Roboto");\n  size-adjust: 100.939%;\n}\n';
const webFace = '@font-face {\n  font-family: "Figtree";\n  src: url("figtree.woff2") format("woff2");\n}\n';

describe("finishFallbackFaces", () => {
  it("lets a face sized for Arial stand on Arial's metric clones too", () => {
    expect(finishFallbackFaces(arialFace)).toContain('src: local("Arial"), local("Liberation Sans"), local("Arimo");');
  });

  it("keeps each fallback face once, and every web font face", () => {
    const css = `${robotoFace}${arialFace}${webFace}${robotoFace}${arialFace}${webFace}`;
    const finished = finishFallbackFaces(css);
    expect(finished.match(/local\("Roboto"\)/g)).toHaveLength(1);
    expect(finished.match(/local\("Liberation Sans"\)/g)).toHaveLength(1);
    expect(finished.match(/font-family: "Figtree";/g)).toHaveLength(2);
  });

  it("leaves CSS without fallback faces as it is", () => {
    expect(finishFallbackFaces(webFace)).toBe(webFace);
  });
});
