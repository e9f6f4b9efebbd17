import { describe, expect, it } from "vitest";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { pagePaths } from "./pages";

const pages = new Set<string>(pagePaths);

describe("the legacy and guessed paths (contract/legacy-redirects.ts)", () => {
  it("take no page of the registry away", () => {
    expect(Object.keys(legacyRedirects).filter((from) => pages.has(from.replace(/(.)\/$/, "$1")))).toEqual([]);
  });

  it("lead only to pages of the registry", () => {
    expect(Object.values(legacyRedirects).filter((to) => !pages.has(to.split("#")[0] ?? ""))).toEqual([]);
  });
});
