import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Units and API tests beside the code. Component tests opt into jsdom with
// a `// @vitest-environment jsdom` comment; end-to-end tests are Playwright's.
export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("https://ankur.example.in") },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{app,server,contract,scripts,bench}/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/unit-setup.ts"],
    restoreMocks: true,
  },
});
