import { describe, expect, it } from "vitest";
import { partnershipTiers, portalFeatureDetails, portalFeatures } from "./partner-portal";

const included = (tier: number) => partnershipTiers[tier]?.features.filter((f) => f.available).map((f) => f.name) ?? [];

describe("partner portal content", () => {
  it("links every feature card to an anchor that a detail section carries", () => {
    expect(portalFeatures.map((f) => f.link)).toEqual(["#collaboration", "#resources", "#network", "#events", "#performance"]);
    const ids = new Set(portalFeatureDetails.map((d) => d.id));
    for (const feature of portalFeatures) expect(ids.has(feature.link.slice(1))).toBe(true);
  });

  it("has Associate (entry), Strategic (mid-level, highlighted) and Alliance (premium)", () => {
    expect(partnershipTiers.map((t) => [t.tier, t.level, t.highlighted])).toEqual([
      ["Associate Partner", "Entry", false],
      ["Strategic Partner", "Mid-level", true],
      ["Alliance Partner", "Premium", false],
    ]);
    for (const tier of partnershipTiers) expect(tier.apply.to).toBe("/contact-get-involved");
  });

  it("gives each tier the features of spec §6", () => {
    expect(included(0)).toEqual(["Basic portal access", "Quarterly partner events", "Resource library"]);
    expect(included(1)).toEqual(expect.arrayContaining(["Full portal access", "Monthly partner events", "Priority startup matching", "Limited troupe access"]));
    expect(included(2)).toEqual(
      expect.arrayContaining(["Unlimited events", "Unlimited troupe access", "Investment committee access", "Co-branding"]),
    );
  });
});
