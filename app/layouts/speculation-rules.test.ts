import { describe, expect, it } from "vitest";
import { siteSpeculationRules, speculationRulesText } from "./speculation-rules";

describe("the site's speculation rules", () => {
  it("prefetch in-site links on hover, never the staff pages or the API", () => {
    const [rule] = siteSpeculationRules.prefetch;
    expect(rule.eagerness).toBe("moderate");
    expect(rule.where.and[0]).toEqual({ href_matches: "/*" });
    expect(rule.where.and[1]).toEqual({ not: { href_matches: ["/admin", "/admin/*", "/api/*"] } });
  });

  it("are JSON the browser can read, with no text that closes a script", () => {
    const text = speculationRulesText();
    expect(JSON.parse(text)).toEqual(siteSpeculationRules);
    expect(text).not.toContain("<");
  });
});
