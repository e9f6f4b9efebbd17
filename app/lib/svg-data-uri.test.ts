import { describe, expect, it } from "vitest";
import { svgDataUri } from "./svg-data-uri";

describe("svgDataUri", () => {
  it("escapes what a URI or a double-quoted attribute cannot hold and keeps the rest readable", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <rect width="32" fill="#1d4ed8"/><text>50% {a}</text></svg>\n';
    expect(svgDataUri(svg)).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E %3Crect width='32' fill='%231d4ed8'/%3E%3Ctext%3E50%25 %7Ba%7D%3C/text%3E%3C/svg%3E",
    );
  });

  it("gives back the same picture once a browser decodes it", () => {
    const svg = '<svg viewBox="0 0 8 8"><path d="M0 0h8" stroke="#fbbf24"/></svg>';
    expect(decodeURIComponent(svgDataUri(svg).slice("data:image/svg+xml,".length))).toBe(svg.replaceAll('"', "'"));
  });
});
