import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The public origin baked into canonical links and the sitemap.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 2 },
    { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 20, priority: 1 },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  // `npm run dev` serves the pages; the API comes from `npm run serve` on port 3000.
  // The API accepts forms only from its own SITE_URL's origin, so the proxy
  // presents the calls as coming from there.
  server: { proxy: { "/api": { target: apiOrigin, configure: (proxy) => proxy.on("proxyReq", (request) => request.setHeader("origin", apiOrigin)) } } },
  resolve: { tsconfigPaths: true },
  // Fewer, larger chunks for the browser (docs/decisions/0005-performance-budgets.md):
  // React and React Router in one, and the app modules that at least 20 routes
  // share in another, instead of some 25 small files per page.
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } } },
});
