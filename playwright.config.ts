import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium, never a downloaded browser. CHROME_PATH overrides it.
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A focused test (test.only) fails the run wherever it runs, not only under CI: a forgotten one would skip every other spec.
  forbidOnly: true,
  reporter: [["list"]],
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    // Set by global-setup, which starts the built server on a free port.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath, args: chromiumFlags },
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined, viewport: { width: 390, height: 844 } },
      grep: /@phone/,
    },
  ],
});
