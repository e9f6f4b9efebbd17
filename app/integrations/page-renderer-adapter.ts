import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE } from "../../contract/rendered-pages.ts";

const NAME = "ankur:page-renderer";

/**
 * A small adapter for the few pages the server renders on demand (the
 * answers to a plain form post: `export const prerender = false`) inside the
 * otherwise static site. Astro then builds a server bundle; this keeps the
 * site's files where the static build puts them (outDir, `<BUILD_DIR>/client`,
 * which the server serves) and writes the bundle beside it, as
 * `<BUILD_DIR>/server/page-renderer.mjs` (./page-renderer-entry.ts), which the
 * server imports on the first page it must render. The server never imports app/.
 * The bundle is self-contained (every package inlined): the server's image
 * installs production dependencies only, and Astro stays a build tool. Only
 * for a build: the dev server loads packages as they are.
 */
export function pageRendererAdapter(): AstroIntegration {
  return {
    name: NAME,
    hooks: {
      "astro:config:setup": ({ command, config, updateConfig }) => {
        updateConfig({
          build: {
            client: config.outDir,
            server: new URL(`../${PAGE_RENDERER_DIRECTORY}/`, config.outDir),
            serverEntry: PAGE_RENDERER_FILE,
          },
          ...(command === "build" ? { vite: { ssr: { noExternal: true, external: ["sharp"] } } } : {}),
        });
      },
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: NAME,
          entrypointResolution: "auto",
          serverEntrypoint: fileURLToPath(new URL("./page-renderer-entry.ts", import.meta.url)),
          supportedAstroFeatures: { staticOutput: "stable", hybridOutput: "stable", serverOutput: "stable", sharpImageService: "stable" },
        });
      },
    },
  };
}
