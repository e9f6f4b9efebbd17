import type { AstroIntegration } from "astro";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";

/** Where the index goes in the client build, and the URL the search box loads it from. */
export const PAGEFIND_DIRECTORY = "pagefind";

/**
 * Pagefind's ready-made interfaces, written beside the index: the site
 * shows its own (app/features/site-search) over Pagefind's JS API
 * (pagefind.js, its worker, the WebAssembly and the index files).
 */
export const UNUSED_PAGEFIND_FILE = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * The site search's index, built by Pagefind over the finished pages (the
 * parts each page marks with data-pagefind-body: app/features/site-search)
 * into <client>/pagefind/. It must run before the precompress integration,
 * which then gives the index's script and entry file their .br and .gz (the
 * index's own chunks are gzip files already).
 */
export function pagefindIndex(): AstroIntegration {
  return {
    name: "ankur:pagefind",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        try {
          // One English index for the en-IN pages: English stemming ("troupes" finds "troupe").
          const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
          if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
          const added = await index.addDirectory({ path: root });
          if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
          const written = await index.writeFiles({ outputPath: join(root, PAGEFIND_DIRECTORY) });
          if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
          for (const name of readdirSync(written.outputPath)) {
            if (UNUSED_PAGEFIND_FILE.test(name)) rmSync(join(written.outputPath, name));
          }
          logger.info(`indexed ${added.page_count} pages for search into /${PAGEFIND_DIRECTORY}/`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
