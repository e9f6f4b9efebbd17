import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { buildCacheDirs, maxResidentFromTimeReport, treeResidentBytes } from "./build-site.ts";

describe("maxResidentFromTimeReport", () => {
  it("reads the peak from /usr/bin/time -v's report, in bytes", () => {
    const report = '\tCommand being timed: "npm run build"\n\tMaximum resident set size (kbytes): 412345\n\tExit status: 0\n';
    expect(maxResidentFromTimeReport(report)).toBe(412345 * 1024);
  });

  it("is NaN for a report without it", () => {
    expect(maxResidentFromTimeReport("nothing")).toBeNaN();
  });
});

describe("treeResidentBytes", () => {
  it("counts at least this process's own memory", () => {
    expect(treeResidentBytes(process.pid)).toBeGreaterThan(1_000_000);
  });
});

describe("buildCacheDirs", () => {
  it("names the caches astro.config.ts gives a build into that directory, so the benchmark's build starts cold", async () => {
    vi.stubEnv("BUILD_DIR", "some/where/build-bench-test");
    vi.resetModules();
    const { default: config } = await import("../astro.config.ts");
    vi.unstubAllEnvs();
    const [astroCache, viteCache] = buildCacheDirs("some/where/build-bench-test");
    expect(resolve(String(config.cacheDir))).toBe(resolve(astroCache ?? ""));
    expect(resolve(String(config.vite?.cacheDir))).toBe(resolve(viteCache ?? ""));
  });
});
