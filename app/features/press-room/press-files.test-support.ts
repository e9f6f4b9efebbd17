// Test support (Vitest and Playwright, outside Astro): the press releases of
// app/content/press/ read from the files, newest first, with their text's
// paragraphs as written. Relative imports only: the end-to-end specs load
// this outside Vite.
import { readEntries } from "../../../tests/support/content-entries";
import { newestFirst } from "../press-archive/releases-by-year";
import type { PressReleaseSummary } from "./press-release";

export type PressReleaseFile = PressReleaseSummary & { paragraphs: string[] };

export function pressFiles(): PressReleaseFile[] {
  return newestFirst(
    readEntries("press").map(({ id, data, body }) => ({
      ...(data as unknown as PressReleaseSummary),
      slug: id,
      paragraphs: (body ?? "").split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean),
    })),
  );
}
