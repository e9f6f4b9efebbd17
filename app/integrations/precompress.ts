import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { precompressDirectory, precompressReport } from "./precompress-files.ts";

/**
 * A .br and a .gz beside every text file of the finished build (pages,
 * scripts, styles, sitemap, calendar files), so the server never compresses per request.
 */
export function precompress(): AstroIntegration {
  return {
    name: "ankur:precompress",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        logger.info(precompressReport(precompressDirectory(fileURLToPath(dir))));
      },
    },
  };
}
