import type { Palette } from "../palettes";
import type { Random } from "../seeded-random";

/** A family of compositions: the category chooses it, the title's seed lays it out on the 640 × 360 canvas. */
export type Motif = (random: Random, palette: Palette) => string;
