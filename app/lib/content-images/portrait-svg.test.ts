import { describe, expect, it } from "vitest";
import { PORTRAIT_SIZE, portraitSvg, redrawnSmaller } from "./portrait-svg";

describe("illustrated portraits", () => {
  it("draws the same portrait for the same name (the name is the seed)", () => {
    expect(portraitSvg("Priya Venkataraman")).toBe(portraitSvg("Priya Venkataraman"));
  });

  it("draws a person the same with or without a title before the name", () => {
    expect(portraitSvg("Dr. Ananya Krishnan")).toBe(portraitSvg("Ananya Krishnan"));
    expect(portraitSvg("CA Neha Agarwal")).toBe(portraitSvg("Neha Agarwal"));
  });

  it("draws different people differently", () => {
    const names = ["Priya Venkataraman", "Vikram Deshpande", "Sameer Qureshi", "Meera Raghunathan"];
    expect(new Set(names.map(portraitSvg)).size).toBe(names.length);
  });

  it("is a standalone SVG of a fixed size, without the licence block and without text", () => {
    const svg = portraitSvg("Sameer Qureshi");
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg"[^>]* width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}"`));
    expect(svg).not.toContain("<metadata");
    expect(svg).not.toContain("<text");
    expect(svg.length).toBeLessThan(13_000);
  });

  it("uses the brand's backgrounds", () => {
    const backgrounds = ["Priya", "Vikram", "Sameer", "Meera", "Arjun", "Farah"].map((n) => /<rect[^>]*fill="#([0-9a-f]{6})"/i.exec(portraitSvg(n))?.[1]);
    for (const colour of backgrounds) expect(["dbe6fe", "fdecc8", "ccfbf1"]).toContain(colour?.toLowerCase());
  });
});

describe("portraits redrawn on a smaller canvas", () => {
  const svg = '<svg viewBox="0 0 704 704" width="96" height="96"><rect width="704" height="704" x="0" y="0"/><g transform="matrix(.99789 0 0 1 156 62)"><g transform="translate(315 248)"><path d="M171 240a40.7 40.7 0 0 1-23 0c-7-2-1 4 8 8Z"/></g></g></svg>';

  it("scales the viewBox, shapes, translations and paths, and keeps the displayed size", () => {
    expect(redrawnSmaller(svg, 1 / 4)).toBe(
      '<svg viewBox="0 0 176 176" width="96" height="96"><rect width="176" height="176" x="0" y="0"/><g transform="matrix(.99789 0 0 1 39 15.5)"><g transform="translate(78.75 62)"><path d="M43 60a10 10 0 0 1-6 0c-2 0 0 1 2 2Z"/></g></g></svg>',
    );
  });

  it("refuses a transform it does not know rather than draw it wrong", () => {
    expect(() => redrawnSmaller('<svg viewBox="0 0 8 8"><g transform="rotate(4)"></g></svg>', 1 / 4)).toThrow("rotate(4)");
  });

  it("draws every portrait on the 176-unit canvas", () => {
    expect(portraitSvg("Meera Raghunathan")).toMatch(/^<svg [^>]*viewBox="0 0 176 176"/);
  });
});
