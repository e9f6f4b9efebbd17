// Builds app/assets/icons.svg, one <symbol> per name in app/components/icon-names.ts,
// from the lucide-static package. The sprite costs no JavaScript and is cached
// once for every page.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { iconNames } from "../app/components/icon-names.ts";
import { roundPathData } from "../app/lib/content-images/round-path-data.ts";

const nodeModules = new URL("../node_modules/", import.meta.url).pathname;
const iconsDir = join(nodeModules, "lucide-static", "icons");

const brandsDir = join(nodeModules, "simple-icons", "icons");

// Brand marks are filled glyphs from simple-icons; LinkedIn is no longer there,
// so its long-standing public mark is kept here.
const brandFiles: Record<string, string> = {
  facebook: "facebook", twitter: "x", instagram: "instagram", youtube: "youtube",
};
const linkedinPath =
  "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z";

function innerSvg(svg: string): string {
  const body = svg.slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>"));
  return body.replace(/<title>.*?<\/title>/, "").replace(/\s*\n\s*/g, "").trim();
}

/**
 * A brand mark, its path data rounded to tenths of its 24-unit box (simple-icons
 * writes four decimals: a 20 px icon moves by at most 1/24 px, and Instagram's
 * mark shrinks from 2.1 to 1.2 KB (1.6 at hundredths), in every page that shows it: the footer's
 * five marks are about 0.3 KB of every page's brotli HTML less than at hundredths).
 */
function brandSymbol(name: string, body: string): string {
  const rounded = body.replace(/ d="([^"]+)"/g, (_whole, d: string) => ` d="${roundPathData(d, 1)}"`);
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor" stroke="none">${rounded}</symbol>`;
}

const symbols = iconNames.map((name) => {
  if (name === "linkedin") return brandSymbol(name, `<path d="${linkedinPath}"/>`);
  const brand = brandFiles[name];
  if (brand) return brandSymbol(name, innerSvg(readFileSync(join(brandsDir, `${brand}.svg`), "utf8")));
  return `<symbol id="${name}" viewBox="0 0 24 24">${innerSvg(readFileSync(join(iconsDir, `${name}.svg`), "utf8"))}</symbol>`;
});

const sprite = `<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${symbols.join("")}</svg>\n`;
writeFileSync(new URL("../app/assets/icons.svg", import.meta.url), sprite);
console.log(`icons.svg: ${iconNames.length} icons, ${sprite.length} bytes`);
