import { basename, join, resolve } from "node:path";
import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fontFallbacks } from "./app/integrations/font-fallbacks.ts";
import { firstUseDirective } from "./app/integrations/first-use-integration.ts";
import { pagefindIndex } from "./app/integrations/pagefind-index.ts";
import { pageStyles } from "./app/integrations/page-styles-integration.ts";
import { precompress } from "./app/integrations/precompress.ts";
import { resolveSiteUrl, siteUrlCheck } from "./app/integrations/site-url.ts";
import { pageRendererAdapter } from "./app/integrations/page-renderer-adapter.ts";

// The public origin baked into canonical links, the sitemap and the feeds: SITE_URL, or http://localhost:3000
// when unset, which `astro build` warns about loudly (refuses with SITE_URL_REQUIRED=1; app/integrations/site-url.ts).
const siteUrlSetting = resolveSiteUrl(process.env);
const siteUrl = siteUrlSetting.url;
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";
// Where the build goes: the server serves <BUILD_DIR>/client and renders with <BUILD_DIR>/server (server/app.ts).
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
// Builds into different directories may run at once (the benchmark's), each with caches of its own.
const cacheName = basename(buildDir);

export default defineConfig({
  site: siteUrl,
  srcDir: "./app",
  publicDir: "./public",
  outDir: join(buildDir, "client"),
  // One cache per build directory, so that builds into different directories may run at once.
  cacheDir: `./node_modules/.astro/${cacheName}`,
  output: "static",
  trailingSlash: "never",
  build: { format: "directory", assets: "assets" },
  // Markdown keeps the text as written: no curly quotes, dashes or ellipses of its own (the words must not change, issue 23).
  markdown: { processor: satteri({ features: { smartPunctuation: false } }) },
  integrations: [siteUrlCheck(siteUrlSetting), react(), firstUseDirective(), pagefindIndex(), pageStyles(), precompress()],
  // The pages the server renders on demand (the answers to a plain form post), built beside the static site.
  adapter: pageRendererAdapter(),
  vite: {
    // A "<family> fallback" face for each web font of app.css: a local sans sized to its metrics (fontaine),
    // so that the swap to the web font moves nothing (CLS 0).
    plugins: [...fontFallbacks(), tailwindcss()],
    // Font files stay files, however small: inlined, a font would ride in every page's rules (which each page
    // carries inline, integrations/page-styles.ts) instead of being fetched once.
    build: { assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined) },
    cacheDir: `./node_modules/.vite/astro-${cacheName}`,
    define: { __SITE_URL__: JSON.stringify(siteUrl) },
    // The dev server watches the sources, not builds, data or test output.
    server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/test-results/**"] }, proxy: { "/api": { target: apiOrigin, configure: (proxy) => proxy.on("proxyReq", (request) => request.setHeader("origin", apiOrigin)) } } },
  },
});
