import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// The Astro front end (issue 21), while it is built beside the React Router
// one: `npm run build:astro`, then these specs against build-astro/.
process.env.BUILD_DIR ??= "build-astro";

export default defineConfig({
  ...base,
  testDir: "tests/e2e-astro",
  outputDir: `test-results/${process.env.BUILD_DIR}`,
});
