import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The public origin baked into canonical links and the sitemap.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  // `npm run dev` serves the pages; the API comes from `npm run serve` on port 3000.
  server: { proxy: { "/api": process.env.API_ORIGIN ?? "http://localhost:3000" } },
  resolve: { tsconfigPaths: true },
});
