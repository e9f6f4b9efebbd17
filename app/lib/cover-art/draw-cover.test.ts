// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { coverCatalogue } from "./cover-catalogue";
import { coveredItemsAsWritten } from "./cover-catalogue.test-support";
import { type CoverCategory, coverThemes } from "./cover-themes";
import { drawCover } from "./draw-cover";
import { palettes } from "./palettes";

const title = "Why a Troupe Beats a Mentor: Lessons from 250 Ventures";
const categories = Object.keys(coverThemes) as CoverCategory[];

/** The colours of a cover's background gradient. */
function gradientStops(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  return [...doc.querySelectorAll("linearGradient stop")].map((stop) => stop.getAttribute("stop-color") ?? "");
}

describe("generated cover art", () => {
  it("is the same for the same title and category, build after build", () => {
    expect(drawCover({ title, category: "ecosystem" })).toBe(drawCover({ title, category: "ecosystem" }));
  });

  it("differs between titles in a category and between categories for a title", () => {
    for (const category of categories) {
      expect(drawCover({ title, category })).not.toBe(drawCover({ title: `${title}?`, category }));
    }
    expect(new Set(categories.map((category) => drawCover({ title, category }))).size).toBe(categories.length);
  });

  it("gives every item of the site a cover of its own", () => {
    const covers = [...coverCatalogue(coveredItemsAsWritten()).values()].map(drawCover);
    expect(covers.length).toBeGreaterThan(20);
    expect(new Set(covers).size).toBe(covers.length);
  });

  it("paints each category in its palette", () => {
    expect(gradientStops(drawCover({ title, category: "ecosystem" }))).toEqual([palettes.indigo.from, palettes.indigo.to]);
    expect(gradientStops(drawCover({ title, category: "tech" }))).toEqual([palettes.lagoon.from, palettes.lagoon.to]);
    expect(gradientStops(drawCover({ title, category: "policy" }))).toEqual([palettes.saffron.from, palettes.saffron.to]);
    for (const category of categories) {
      const allowed = coverThemes[category].palettes.map((name) => palettes[name].from);
      expect(allowed).toContain(gradientStops(drawCover({ title, category }))[0]);
    }
  });

  it("is a well-formed 640 × 360 SVG with no text in it, small enough to load in one round trip", () => {
    for (const category of categories) {
      const svg = drawCover({ title, category });
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      expect(doc.querySelector("parsererror")).toBeNull();
      expect(doc.documentElement.getAttribute("viewBox")).toBe("0 0 640 360");
      expect(doc.querySelector("text")).toBeNull();
      expect(svg).not.toContain("Troupe");
      expect(svg.length).toBeLessThan(4096);
    }
  });
});
