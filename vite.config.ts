import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks, withoutShellChunks } from "./scripts/client-chunks.ts";

// The public origin baked into canonical links and the sitemap.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  // `npm run dev` serves the pages; the API comes from `npm run serve` on port 3000.
  // The API accepts forms only from its own SITE_URL's origin, so the proxy
  // presents the calls as coming from there.
  server: { proxy: { "/api": { target: apiOrigin, configure: (proxy) => proxy.on("proxyReq", (request) => request.setHeader("origin", apiOrigin)) } } },
  resolve: { tsconfigPaths: true },
  // Fewer, larger chunks for the browser (docs/decisions/0005-performance-budgets.md).
  // A lazily loaded module's preload list leaves out the chunks every page has
  // loaded before it runs.
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: clientChunks } },
        modulePreload: { resolveDependencies: (_file, dependencies) => withoutShellChunks(dependencies) },
      },
    },
  },
});
