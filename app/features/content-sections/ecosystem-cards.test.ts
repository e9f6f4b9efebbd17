import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { personPosition } from "~/features/people/person-position";
import { CONTACT_TOPIC_PARAM } from "~/lib/contact-link";
import { readEntries } from "../../../tests/support/content-entries";
import {
  type OperatingBody,
  coInnovationProjectCard,
  featuredCompanyCard,
  type Mentor,
  mentorCard,
  modelBenefitCard,
  operatingBodyCard,
  sectorCard,
  sectorShareLabel,
} from "./ecosystem-cards";

type PersonAsWritten = { name: string; role: string; organisation?: string; expertise: string[]; rating: number; reviewCount: number };

/** The featured mentors as app/content/people-lists/featured-mentors.yaml lists them, from their people files. */
function featuredMentorsAsWritten(): Mentor[] {
  const people = new Map(readEntries("people").map((e) => [e.id, e.data as PersonAsWritten]));
  const list = readEntries("people-lists").find((e) => e.id === "featured-mentors")!.data.members as string[];
  return list.map((id) => {
    const { name, expertise, rating, reviewCount, ...position } = people.get(id)!;
    return { name, role: personPosition(position), expertise, rating, reviewCount };
  });
}
const featuredMentors = featuredMentorsAsWritten();
const operatingBodies = (parse(readFileSync("app/content/associate-bodies-page.yaml", "utf8")) as { operatingBodies: { bodies: OperatingBody[] } }).operatingBodies.bodies;
const sectors = (parse(readFileSync("app/content/participating-companies-page.yaml", "utf8")) as { sectors: { companyCount: number; portfolioShare: number }[] }).sectors;

describe("ecosystem cards", () => {
  it("states a sector's company count and share, singular for one company", () => {
    expect(sectorShareLabel({ companyCount: 11, portfolioShare: 34 })).toBe("11 companies · 34% of portfolio");
    expect(sectorShareLabel({ companyCount: 1, portfolioShare: 3 })).toBe("1 company · 3% of portfolio");
    const card = sectorCard({ name: "X", description: "d", companyCount: 8, portfolioShare: 24, icon: "zap" });
    expect(card.share).toEqual({ percent: 24, label: "8 companies · 24% of portfolio" });
  });

  it("keeps the published sector figures: six sectors, 33 companies, shares adding up to 100%", () => {
    expect(sectors.map((s) => [s.companyCount, s.portfolioShare])).toEqual([
      [8, 24], [11, 34], [6, 18], [4, 12], [3, 9], [1, 3],
    ]);
    expect(sectors.reduce((sum, s) => sum + s.portfolioShare, 0)).toBe(100);
  });

  it("shows each operating body's review cycle, in the order quarterly, monthly, bi-monthly, bi-weekly", () => {
    expect(operatingBodies.map((b) => operatingBodyCard(b).facts?.[0]?.value)).toEqual([
      "Quarterly review", "Monthly", "Bi-monthly", "Bi-weekly sprint",
    ]);
  });

  it("gives a featured company its stage, sector, joined date, team size and three milestones", () => {
    const card = featuredCompanyCard({
      name: "Acme", stage: "Growth Stage", description: "d", milestones: ["a", "b", "c"], joined: "March 2021", sector: "SaaS", teamSize: 38,
    });
    expect(card.eyebrow).toBe("Growth Stage");
    expect(card.facts).toEqual([
      { label: "Sector", value: "SaaS" },
      { label: "Joined", value: "March 2021" },
      { label: "Team size", value: "38 people" },
    ]);
    expect(card.lists?.[0]?.items).toHaveLength(3);
  });

  it("badges a co-innovation project with its status", () => {
    const card = coInnovationProjectCard({
      title: "t", partner: "Dakshin", description: "d", status: "In Progress", impact: "40% faster launch", icon: "factory",
    });
    expect(card.badge).toBe("In Progress");
    expect(card.eyebrow).toBe("With Dakshin");
  });

  it("sends View Profile to the contact form with the mentor named in the topic", () => {
    const card = mentorCard(featuredMentors[0]!);
    expect(card.action?.label).toBe("View Profile");
    const url = new URL(card.action!.to, "http://x");
    expect(url.pathname).toBe("/contact-get-involved");
    expect(url.searchParams.get(CONTACT_TOPIC_PARAM)).toBe(`Mentor introduction: ${featuredMentors[0]!.name}`);
  });

  it("sets beside a key benefit the testimonial that names it, and stops the build when none does", () => {
    const benefit = { title: "Faster to market", description: "d", icon: "zap" } as const;
    const testimonials = [
      { quote: "Other.", author: "A", position: "P", benefit: "Higher survival" },
      { quote: "Selling in eleven weeks.", author: "Shruti Menon", position: "Co-founder, Sutra Cloud Systems", benefit: "Faster to market" },
    ];
    expect(modelBenefitCard(benefit, testimonials).quote).toEqual({ quote: "Selling in eleven weeks.", author: "Shruti Menon", position: "Co-founder, Sutra Cloud Systems" });
    expect(() => modelBenefitCard({ ...benefit, title: "Cheaper" }, testimonials)).toThrow('The key benefit "Cheaper" has no testimonial: add one with benefit: Cheaper to app/content/testimonials/troup-model.yaml');
  });

  it("finds a testimonial for every key benefit of the model page as the files are written", () => {
    const { benefits } = parse(readFileSync("app/content/troup-model-page.yaml", "utf8")) as { benefits: { title: string; description: string; icon: "zap" }[] };
    const { testimonials } = parse(readFileSync("app/content/testimonials/troup-model.yaml", "utf8")) as { testimonials: { benefit: string; quote: string }[] };
    const asShown = testimonials.map((t) => ({ quote: t.quote, author: "A", position: "P", benefit: t.benefit }));
    expect(benefits).toHaveLength(4);
    for (const benefit of benefits) expect(modelBenefitCard(benefit, asShown).quote?.quote).toBe(testimonials.find((t) => t.benefit === benefit.title)?.quote);
  });

  it("keeps the published mentor ratings and review counts", () => {
    expect(featuredMentors.map((m) => mentorCard(m).rating)).toEqual([
      { value: 4.9, reviews: 124 }, { value: 4.8, reviews: 98 }, { value: 4.9, reviews: 156 },
    ]);
  });
});
