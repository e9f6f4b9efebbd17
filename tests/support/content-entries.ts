/**
 * Test support: the entries of a content collection as their files hold them
 * (YAML, or a Markdown file's frontmatter and body), for tests that run
 * outside Astro (Playwright specs, Vitest) and cannot import astro:content.
 * The values are as written, before the schema's transforms.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

// Not new URL("…", import.meta.url): under Vitest's jsdom environment Vite rewrites that into an http: address.
const contentFolder = join(dirname(fileURLToPath(import.meta.url)), "../../app/content/");

export type RawEntry = { id: string; data: Record<string, unknown>; body?: string };

/** Every entry of app/content/<collection>/, sorted by id (the file name without its extension). */
export function readEntries(collection: string): RawEntry[] {
  const folder = `${contentFolder}${collection}/`;
  return readdirSync(folder)
    .filter((name) => /\.(ya?ml|md|mdx)$/.test(name))
    .toSorted()
    .map((name) => {
      const id = name.replace(/\.(ya?ml|md|mdx)$/, "");
      const text = readFileSync(`${folder}${name}`, "utf8");
      if (!/\.mdx?$/.test(name)) return { id, data: parse(text) as Record<string, unknown> };
      const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${collection}/${name} has no frontmatter`);
      return { id, data: parse(match[1] ?? "") as Record<string, unknown>, body: match[2] ?? "" };
    });
}
