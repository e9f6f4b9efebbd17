import { defineConfig } from "vitest/config";

// Smoke tests of the built site in Firefox and WebKit (tests/engines), after
// the Playwright specs in Chromium: `npm run test:engines` (scripts/test-engines.ts).
export default defineConfig({
  test: {
    include: ["tests/engines/**/*.test.ts"],
    globalSetup: ["./tests/engines/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
