import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { firstUseDirective } from "./app/integrations/first-use-integration.ts";
import { pageLinks } from "./app/integrations/page-links.ts";
import { precompress } from "./app/integrations/precompress.ts";
import { pageRendererAdapter } from "./app/integrations/page-renderer-adapter.ts";

// The public origin baked into canonical links and the sitemap.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";
// The server serves <BUILD_DIR>/client (server/app.ts).
const buildDir = process.env.ASTRO_BUILD_DIR ?? "build-astro";

export default defineConfig({
  site: siteUrl,
  srcDir: "./app",
  publicDir: "./public",
  outDir: `./${buildDir}/client`,
  // One cache per build directory, so that builds into different directories may run at once.
  cacheDir: `./node_modules/.astro/${buildDir}`,
  output: "static",
  trailingSlash: "never",
  build: { format: "directory", assets: "assets" },
  integrations: [react(), firstUseDirective(), precompress()],
  // The pages the server renders on demand (the answers to a plain form post), built beside the static site.
  adapter: pageRendererAdapter(),
  vite: {
    plugins: [tailwindcss(), pageLinks()],
    cacheDir: `./node_modules/.vite/astro-${buildDir}`,
    define: { __SITE_URL__: JSON.stringify(siteUrl) },
    server: { proxy: { "/api": { target: apiOrigin, configure: (proxy) => proxy.on("proxyReq", (request) => request.setHeader("origin", apiOrigin)) } } },
  },
});
