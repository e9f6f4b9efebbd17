/** Where the social cards are served: /og/<page path>.png, home's at /og/index.png (pages/og/[...slug].png.ts). */
export const SOCIAL_CARD_DIR = "/og";

/** The social card's size: the 1.91:1 Open Graph picture that Facebook, LinkedIn, X and WhatsApp show large. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The path of a page's social card: "/about-us" → "/og/about-us.png", "/" → "/og/index.png". */
export function socialCardPath(pagePath: string): string {
  return `${SOCIAL_CARD_DIR}/${socialCardSlug(pagePath)}.png`;
}

/** The card route's parameter for a page: its path without the leading slash, "index" for home. */
export function socialCardSlug(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index" : trimmed;
}
