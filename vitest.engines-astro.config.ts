import { defineConfig } from "vitest/config";

// Smoke tests of the Astro build (issue 21) in Firefox and WebKit, after its
// Playwright specs in Chromium: `npm run test:engines:astro`
// (scripts/test-engines.ts with this config), on BUILD_DIR (build-astro unless set).
export default defineConfig({
  test: {
    include: ["tests/engines/**/*-astro.test.ts"],
    globalSetup: ["./tests/engines/astro-global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
