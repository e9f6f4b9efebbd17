import { amphitheatre } from "./motifs/amphitheatre";
import { circuit } from "./motifs/circuit";
import { constellation } from "./motifs/constellation";
import { contours } from "./motifs/contours";
import { growth } from "./motifs/growth";
import { ledger } from "./motifs/ledger";
import type { Motif } from "./motifs/motif";
import { rays } from "./motifs/rays";
import { tiles } from "./motifs/tiles";
import { waves } from "./motifs/waves";
import type { PaletteName } from "./palettes";

/** A category's look: its motif family and its palette (or palettes, the title choosing one). */
export type CoverTheme = { motif: Motif; palettes: readonly [PaletteName, ...PaletteName[]] };

/**
 * Every category a cover can have, and its theme: blog categories, event
 * types, whitepaper topics and ventures by sector. A new category needs a line here.
 */
export const coverThemes = {
  ecosystem: { motif: constellation, palettes: ["indigo"] },
  tech: { motif: circuit, palettes: ["lagoon"] },
  policy: { motif: ledger, palettes: ["saffron"] },
  webinar: { motif: waves, palettes: ["dusk"] },
  workshop: { motif: tiles, palettes: ["ink"] },
  conference: { motif: amphitheatre, palettes: ["saffron"] },
  innovation: { motif: rays, palettes: ["indigo"] },
  digital: { motif: circuit, palettes: ["paper"] },
  sustainability: { motif: contours, palettes: ["forest"] },
  research: { motif: ledger, palettes: ["paper"] },
  venture: { motif: growth, palettes: ["indigo"] },
  "venture-health": { motif: growth, palettes: ["dusk"] },
  "venture-green": { motif: growth, palettes: ["forest"] },
  "venture-money": { motif: growth, palettes: ["lagoon"] },
} as const satisfies Record<string, CoverTheme>;

export type CoverCategory = keyof typeof coverThemes;
