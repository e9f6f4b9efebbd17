import { describe, expect, it } from "vitest";
import { EMBLEM_SIZE, MARK_HEIGHT, MARK_WIDTH, organisationEmblemSvg, organisationMarkSvg, wordmarkLines } from "./organisation-mark-svg";

describe("organisation marks", () => {
  it("sets the distinctive first word on top and the kind of body below", () => {
    expect(wordmarkLines("Narmada Rural Bank")).toEqual(["Narmada", "Rural Bank"]);
    expect(wordmarkLines("Sutra")).toEqual(["Sutra", ""]);
  });

  it("draws the same mark for the same name and different marks for different names", async () => {
    const a = await organisationMarkSvg("Konkan Energy Foundation");
    expect(await organisationMarkSvg("Konkan Energy Foundation")).toBe(a);
    expect(await organisationMarkSvg("Pragati MSME Council")).not.toBe(a);
  });

  it("is an SVG of the logo box with the name as outlines (an <img> cannot load the brand font)", async () => {
    const svg = await organisationMarkSvg("Deccan Institute of Technology");
    expect(svg).toMatch(new RegExp(`^<svg width="${MARK_WIDTH}" height="${MARK_HEIGHT}" viewBox="0 0 ${MARK_WIDTH} ${MARK_HEIGHT}"`));
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<path");
  });

  it("draws the emblem alone on a square tile, the same for the same name", async () => {
    const tile = await organisationEmblemSvg("Hisaab Cloud");
    expect(tile).toMatch(new RegExp(`^<svg width="${EMBLEM_SIZE}" height="${EMBLEM_SIZE}" viewBox="0 0 ${EMBLEM_SIZE} ${EMBLEM_SIZE}"`));
    expect(await organisationEmblemSvg("Hisaab Cloud")).toBe(tile);
    expect(tile.length).toBeLessThan(2_000);
  });
});
