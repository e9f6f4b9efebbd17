// Test support: the whitepapers, tools and media as their files hold them,
// shaped as the pages get them (whitepaper-entries.ts, download-entries.ts do
// this at build time from astro:content, which Vitest cannot read).
import { readEntries } from "../../../tests/support/content-entries";
import { coverArtPath } from "../../lib/cover-art/cover-paths";
import { newestPapersFirst } from "../whitepaper-search/filter-whitepapers";
import type { Whitepaper } from "../whitepaper-search/whitepaper-types";
import { librarySections } from "./download-items";
import type { DownloadGroup, MediaAsset, Tool } from "./download-types";

const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Every whitepaper of app/content/whitepapers/, newest first, its author's name from their person file. */
export function whitepapersAsWritten(): Whitepaper[] {
  const names = new Map(readEntries("people").map(({ id, data }) => [id, String(data.name)]));
  return newestPapersFirst(
    readEntries("whitepapers").map(({ id, data }) => {
      const paper = data as Omit<Whitepaper, "id" | "image" | "author"> & { author: string; image?: string };
      return { ...paper, id, date: dayOf(data.date), image: paper.image ?? coverArtPath("whitepapers", id), author: names.get(paper.author) ?? `no person ${paper.author}` };
    }),
  );
}

type Placed<Item> = { group: string; order: number; file: Item };

function placed<Item>(collection: "tools" | "media"): Placed<Item>[] {
  return readEntries(collection).map(({ id, data: { group, order, video: _video, ...file } }) => ({ group: String(group), order: Number(order), file: { id, ...file } as Item }));
}

const groups = () => readEntries("download-groups").map(({ id, data }) => ({ id, ...(data as { library: "tools" | "media"; title: string; description: string; order: number }) }));

/** The tools library's sections with their files, in order. */
export function toolGroupsAsWritten(): DownloadGroup<Tool>[] {
  return librarySections("tools", groups(), placed<Tool>("tools"));
}

/** The media library's sections with their files, in order. */
export function mediaGroupsAsWritten(): DownloadGroup<MediaAsset>[] {
  return librarySections("media", groups(), placed<MediaAsset>("media"));
}
