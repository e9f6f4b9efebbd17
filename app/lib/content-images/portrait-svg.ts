import { createAvatar } from "@dicebear/core";
import * as openPeeps from "@dicebear/open-peeps";

/** The square size the portraits are drawn at (they are vectors; the <img> sets the displayed size). */
export const PORTRAIT_SIZE = 96;

/** Light tints of the brand's blue, saffron and teal behind the figure. */
const backgrounds = ["dbe6fe", "fdecc8", "ccfbf1"];
/** Clothing in the brand's own colours. */
const clothing = ["1d3fd8", "2552eb", "b45309", "0f766e", "1e318a"];
/** The skin tones of the people the site serves. */
const skin = ["694d3d", "ae5d29", "d08b5b", "edb98a"];

/**
 * A person's illustrated portrait (dicebear's Open Peeps, hand-drawn heads and
 * shoulders), the same for the same name on every build: the name is the seed.
 */
export function portraitSvg(name: string): string {
  return createAvatar(openPeeps, {
    seed: name,
    size: PORTRAIT_SIZE,
    backgroundColor: backgrounds,
    clothingColor: clothing,
    skinColor: skin,
  })
    .toString()
    // The style's licence block (CC0: Open Peeps by Pablo Stanley, no attribution required) is dropped from every file to save bytes.
    .replace(/<metadata[\s\S]*?<\/metadata>/, "");
}
