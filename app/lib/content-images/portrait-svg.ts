import { createAvatar } from "@dicebear/core";
import * as openPeeps from "@dicebear/open-peeps";
import { personName } from "./image-slug";
import { roundPathData } from "./round-path-data";

/** The square size the portraits are drawn at (they are vectors; the <img> sets the displayed size). */
export const PORTRAIT_SIZE = 96;

/** Light tints of the brand's blue, saffron and teal behind the figure. */
const backgrounds = ["dbe6fe", "fdecc8", "ccfbf1"];
/** Clothing in the brand's own colours. */
const clothing = ["1d3fd8", "2552eb", "b45309", "0f766e", "1e318a"];
/** The skin tones of the people the site serves. */
const skin = ["694d3d", "ae5d29", "d08b5b", "edb98a"];
/** Black, dark-brown, brown and grey hair. */
const hair = ["2c1b18", "4a312c", "724133", "e8e1e1"];
/** Glasses, never an eyepatch or sunglasses. */
const glasses = ["glasses", "glasses2", "glasses3", "glasses4", "glasses5"] as const;
/** Warm, composed expressions only (checked one by one): no anger, fear, tears, heart eyes, fatigue or monsters. */
const faces = ["calm", "cute", "smile", "smileBig", "eyesClosed"] as const;
/** Hair and headwear a professional portrait could show (no costume hats, mohawks or beards-as-heads). */
const heads = [
  "afro", "bangs", "bangs2", "bun", "bun2", "buns", "cornrows", "dreads1", "flatTop", "grayBun", "grayMedium", "grayShort",
  "hijab", "long", "longAfro", "longCurly", "medium1", "medium2", "medium3", "mediumBangs", "mediumStraight",
  "noHair1", "noHair2", "pomp", "short1", "short2", "short3", "short4", "short5", "turban", "twists",
] as const;

/**
 * A person's illustrated portrait (dicebear's Open Peeps, hand-drawn heads and
 * shoulders), the same for the same name on every build: the name, without
 * a title such as "Dr." or "CA", is the seed.
 */
export function portraitSvg(name: string): string {
  return createAvatar(openPeeps, {
    seed: personName(name),
    size: PORTRAIT_SIZE,
    backgroundColor: backgrounds,
    clothingColor: clothing,
    skinColor: skin,
    headContrastColor: hair,
    accessories: [...glasses],
    face: [...faces],
    head: [...heads],
    // A drawn beard or mask is the one feature that can contradict a name; none is drawn.
    facialHairProbability: 0,
    maskProbability: 0,
  })
    .toString()
    // The style's licence block (CC0: Open Peeps by Pablo Stanley, no attribution required) is dropped from every file to save bytes.
    .replace(/<metadata[\s\S]*?<\/metadata>/, "")
    // Whole-unit coordinates on a canvas a quarter the style's (176 units for its 704): the largest portrait
    // (88 px) moves by at most 1/4 px, and each file shrinks by a fifth or more (brotli: 2.8 → 2.2 KB,
    // 3.8 → 3.0 KB), for issue 22's budget on pages with many people.
    .replace(/^<svg [^>]*>[\s\S]*$/, (svg) => redrawnSmaller(svg, CANVAS_SCALE));
}

/** The portraits' canvas against dicebear's 704 units. */
const CANVAS_SCALE = 1 / 4;

/**
 * The same SVG on a canvas `scale` times the size: its viewBox, its shapes'
 * places and sizes, its translations and every path, rounded to whole units
 * (Open Peeps draws with paths, rects and groups moved by translate() and
 * matrix(); any other transform stops the build rather than be drawn wrong).
 */
export function redrawnSmaller(svg: string, scale: number): string {
  const times = (value: string) => String(Math.round(Number(value) * scale * 100) / 100);
  return svg
    .replace(/ viewBox="([^"]*)"/, (_, box: string) => ` viewBox="${box.trim().split(/[\s,]+/).map(times).join(" ")}"`)
    .replace(/<rect([^>]*)>/g, (_, attributes: string) => `<rect${attributes.replace(/ (width|height|x|y)="([^"]*)"/g, (__, name: string, value: string) => ` ${name}="${times(value)}"`)}>`)
    .replace(/ transform="([^"]*)"/g, (_, transform: string) => {
      const translate = /^translate\(([-\d.e]+)[\s,]+([-\d.e]+)\)$/.exec(transform);
      if (translate) return ` transform="translate(${times(translate[1]!)} ${times(translate[2]!)})"`;
      const matrix = /^matrix\(([-\d.e]+)[\s,]+([-\d.e]+)[\s,]+([-\d.e]+)[\s,]+([-\d.e]+)[\s,]+([-\d.e]+)[\s,]+([-\d.e]+)\)$/.exec(transform);
      if (matrix) return ` transform="matrix(${matrix.slice(1, 5).join(" ")} ${times(matrix[5]!)} ${times(matrix[6]!)})"`;
      throw new Error(`A portrait transform this redrawing does not know: ${transform}`);
    })
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPathData(d, 0, scale)}"`);
}
