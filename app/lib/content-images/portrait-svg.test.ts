import { describe, expect, it } from "vitest";
import { PORTRAIT_SIZE, portraitSvg } from "./portrait-svg";

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
