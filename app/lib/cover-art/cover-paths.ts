/** The collections that have generated covers, each a folder under /covers. */
export type CoverCollection = "blog" | "events" | "whitepapers" | "case-studies" | "stories";

/** Where the build writes an item's generated cover (app/pages/covers/[...cover].svg.ts). */
export function coverArtPath(collection: CoverCollection, id: string): string {
  return `/covers/${collection}/${id}.svg`;
}
