import { type CoverCategory, coverThemes } from "./cover-themes";
import { palettes } from "./palettes";
import { hashText, seededRandom } from "./seeded-random";
import { COVER_HEIGHT, COVER_WIDTH, svgElement as el } from "./svg-markup";

/** What a cover is drawn from: the title seeds the composition, the category chooses motif and palette. */
export type CoverSubject = { title: string; category: CoverCategory };

/** The gradient's direction, as x1 y1 x2 y2 of the unit square. */
const directions = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [0, 0, 0, 1],
  [0, 1, 1, 0],
] as const;

/**
 * A cover as an SVG document (640 × 360): deterministic, so the same post
 * has the same cover on every build, and no text in it (the card says the title).
 */
export function drawCover({ title, category }: CoverSubject): string {
  const random = seededRandom(hashText(`${category}:${title}`));
  const theme = coverThemes[category];
  const palette = palettes[random.pick(theme.palettes)];
  const [x1, y1, x2, y2] = random.pick(directions);
  const gradient = el("linearGradient", { id: "g", x1, y1, x2, y2 }, el("stop", { offset: 0, "stop-color": palette.from }) + el("stop", { offset: 1, "stop-color": palette.to }));
  const background = el("rect", { width: COVER_WIDTH, height: COVER_HEIGHT, fill: "url(#g)" });
  const art = theme.motif(random, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}"><defs>${gradient}</defs>${background}${art}</svg>`;
}
