import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { site } from "~/config/site";
import type { SocialCard } from "./social-card-pages";
import { SOCIAL_CARD_SIZE } from "./social-card-path";

// A page's social card (Open Graph and Twitter picture): 1200×630 PNG, the
// brand mark and name on the dark band, the page's section in saffron and its
// title large. Satori lays it out into SVG, resvg paints the PNG, at build time
// only. The title is Bricolage Grotesque: satori draws a variable font at its
// default instance only (Figtree's is light), so the card takes the static
// weights of the brand's display companion (decision 0011).

const INK_BAND = "#0b1640";
/** A flat disc a step lighter than the band behind the sprout: depth without a gradient (a gradient triples the PNG and its paint time). */
const BAND_GLOW = "#13225c";
const BAND_MUTED = "#c7d4f5";
const BAND_ACCENT = "#f5b43a";
const BRAND_700 = "#1d3fd8";
const SAFFRON_400 = "#fbbf24";

const FONT_FAMILY = "Bricolage Grotesque";
const FONT_FILES: readonly { file: string; weight: 600 | 800 }[] = [
  { file: "bricolage-grotesque-latin-600-normal.woff", weight: 600 },
  { file: "bricolage-grotesque-latin-800-normal.woff", weight: 800 },
  // The rupee sign and the accented letters of Indian names live in latin-ext.
  { file: "bricolage-grotesque-latin-ext-600-normal.woff", weight: 600 },
  { file: "bricolage-grotesque-latin-ext-800-normal.woff", weight: 800 },
];

let fontsLoading: Promise<Font[]> | undefined;

/** The card's fonts, read once per build and shared by every card. */
export function cardFonts(): Promise<Font[]> {
  fontsLoading ??= (async () => {
    const require = createRequire(import.meta.url);
    return Promise.all(
      FONT_FILES.map(async ({ file, weight }) => ({
        name: FONT_FAMILY,
        data: await readFile(require.resolve(`@fontsource/bricolage-grotesque/files/${file}`)),
        weight,
        style: "normal" as const,
      })),
    );
  })();
  return fontsLoading;
}

/** The title's size: large while it fits in three lines at 1040 px, smaller for a long one. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 84;
  if (title.length <= 60) return 68;
  if (title.length <= 90) return 56;
  return 48;
}

/** Ankur's mark: the sprout of the favicon on its brand-blue tile. */
function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={BRAND_700} />
      <path d="M16 25V14M16 14c0-4 3-7 8-7 0 4-3 7-8 7Zm0 3c0-3-2.5-6-7-6 0 3.5 2.5 6 7 6Z" fill="none" stroke={SAFFRON_400} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The mark's sprout drawn large and faint on a disc in the top right corner: the brand's texture behind the text. */
function Sprout() {
  return (
    <svg width="440" height="440" viewBox="0 0 32 32" style={{ position: "absolute", right: -40, top: -20 }}>
      <circle cx="20" cy="12" r="17" fill={BAND_GLOW} />
      <path d="M16 25V14M16 14c0-4 3-7 8-7 0 4-3 7-8 7Zm0 3c0-3-2.5-6-7-6 0 3.5 2.5 6 7 6Z" fill="none" stroke={SAFFRON_400} strokeOpacity="0.14" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The card's layout, in satori's subset of CSS (flexbox only). */
export function SocialCardLayout({ card }: { card: SocialCard }) {
  return (
    <div style={{ display: "flex", width: "100%", height: "100%", backgroundColor: INK_BAND, color: "#ffffff", fontFamily: FONT_FAMILY, position: "relative" }}>
      <div style={{ display: "flex", width: 16, height: "100%", backgroundColor: SAFFRON_400 }} />
      <Sprout />
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, margin: "64px 80px 72px 64px" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <BrandMark size={72} />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <span style={{ fontSize: 40, fontWeight: 800, letterSpacing: "-0.02em", lineHeight: 1 }}>{site.name}</span>
          <span style={{ fontSize: 24, fontWeight: 600, color: BAND_MUTED, marginTop: 6 }}>{site.fullName.replace(`${site.name} `, "")}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        {card.section ? <span style={{ fontSize: 30, fontWeight: 600, color: BAND_ACCENT, textTransform: "uppercase", letterSpacing: "0.08em" }}>{card.section}</span> : null}
        <div style={{ display: "flex", width: 1040, fontSize: titleFontSize(card.title), fontWeight: 800, lineHeight: 1.08, letterSpacing: "-0.025em" }}>{card.title}</div>
      </div>
      </div>
    </div>
  );
}

/** The PNG of a page's social card. */
export async function socialCardPng(card: SocialCard): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(<SocialCardLayout card={card} />, { ...SOCIAL_CARD_SIZE, fonts: await cardFonts() });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_CARD_SIZE.width }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png);
}
