import { describe, expect, it } from "vitest";
import { cardFonts, socialCardPng, titleFontSize } from "./social-card-image";

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("socialCardPng", () => {
  it("paints a 1200×630 PNG", async () => {
    const png = await socialCardPng({ path: "/about-us", title: "About Us", section: null });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the title: a different title gives a different picture", async () => {
    const one = await socialCardPng({ path: "/a", title: "Seed funding ₹50 lakh", section: "Press Room" });
    const other = await socialCardPng({ path: "/a", title: "Seed funding ₹75 lakh", section: "Press Room" });
    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(false);
  });

  it("reads its fonts once for every card", async () => {
    expect(await cardFonts()).toBe(await cardFonts());
    expect((await cardFonts()).map((font) => font.weight)).toEqual([600, 800, 600, 800]);
  });
});

describe("titleFontSize", () => {
  it("sets a short title large and a long one smaller", () => {
    expect(titleFontSize("About Us")).toBeGreaterThan(titleFontSize("Ankur launches a ₹100 crore Climate Tech Fund for early-stage ventures"));
    expect(titleFontSize("x".repeat(120))).toBe(48);
  });
});
