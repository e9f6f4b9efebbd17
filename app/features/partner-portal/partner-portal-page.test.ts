import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The portal page's file as written (Vitest cannot read collections): the tiers spec §6 names.
type Tier = { tier: string; level: string; highlighted: boolean; features: { name: string; available: boolean }[]; apply: { to: string } };
const page = parse(readFileSync(new URL("../../content/partner-portal-page.yaml", import.meta.url), "utf8")) as { tiers: Tier[] };
const included = (tier: number) => page.tiers[tier]?.features.filter((f) => f.available).map((f) => f.name) ?? [];

describe("the partner portal page's tiers (app/content/partner-portal-page.yaml)", () => {
  it("are Associate (entry), Strategic (mid-level, highlighted) and Alliance (premium), each applying on the contact page", () => {
    expect(page.tiers.map((t) => [t.tier, t.level, t.highlighted])).toEqual([
      ["Associate Partner", "Entry", false],
      ["Strategic Partner", "Mid-level", true],
      ["Alliance Partner", "Premium", false],
    ]);
    for (const tier of page.tiers) expect(tier.apply.to).toBe("/contact-get-involved");
  });

  it("give each tier the features of spec §6", () => {
    expect(included(0)).toEqual(["Basic portal access", "Quarterly partner events", "Resource library"]);
    expect(included(1)).toEqual(expect.arrayContaining(["Full portal access", "Monthly partner events", "Priority startup matching", "Limited troupe access"]));
    expect(included(2)).toEqual(expect.arrayContaining(["Unlimited events", "Unlimited troupe access", "Investment committee access", "Co-branding"]));
  });
});
