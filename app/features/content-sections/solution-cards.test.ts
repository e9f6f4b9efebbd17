import { describe, expect, it } from "vitest";
import { complianceChecklists, policyGuides } from "~/content/solutions-government-programs";
import { processToolkits } from "~/content/solutions-msme-support";
import { ideationWorkshops, marketEntryAccelerators } from "~/content/solutions-startup-incubation";
import { csrProgrammes, rdPackages } from "~/content/solutions-corporate-partnerships";
import { CONTACT_TOPIC_PARAM } from "~/lib/contact-link";
import { caseStudyCard, csrProgrammeCard, rdPackageCard, serviceCard } from "./solution-cards";

function topicOf(to: string | undefined): string | null {
  const url = new URL(to ?? "", "http://x");
  expect(url.pathname).toBe("/contact-get-involved");
  return url.searchParams.get(CONTACT_TOPIC_PARAM);
}

describe("solution cards", () => {
  it("shows a CSR programme's duration and its investment as Custom pricing", () => {
    const card = csrProgrammeCard(csrProgrammes[0]!);
    expect(card.facts).toEqual([
      { label: "Duration", value: csrProgrammes[0]!.duration },
      { label: "Investment", value: "Custom pricing" },
    ]);
  });

  it("sends an R&D package's Learn More to the contact form naming the package", () => {
    const card = rdPackageCard(rdPackages[1]!);
    expect(card.action?.label).toBe("Learn More");
    expect(topicOf(card.action?.to)).toBe(`R&D co-development package: ${rdPackages[1]!.title}`);
    expect(card.lists?.map((l) => l.heading)).toEqual(["Features", "Deliverables"]);
  });

  it("lays out a case study as challenge, solution, results, with its status and duration", () => {
    const card = caseStudyCard({
      title: "t", industry: "Banking", challenge: "c", solution: "s", results: "r", duration: "12 months", status: "Ongoing",
    });
    expect(card.badge).toBe("Ongoing");
    expect(card.notes?.map((n) => n.label)).toEqual(["Challenge", "Solution", "Results"]);
    expect(card.facts).toEqual([{ label: "Duration", value: "12 months" }]);
  });

  it("turns a service card's optional fields into facts, a badge and a list, and leaves absent ones out", () => {
    const card = serviceCard({
      title: "t", description: "d", icon: "zap", duration: "5 days", nextSession: "12 January 2027", status: "Limited Spots", highlights: ["a"],
    });
    expect(card.facts).toEqual([
      { label: "Duration", value: "5 days" },
      { label: "Next session", value: "12 January 2027" },
    ]);
    expect(card.badge).toBe("Limited Spots");
    expect(card.lists).toEqual([{ heading: "What you get", items: ["a"] }]);
    expect(serviceCard({ title: "t", description: "d", icon: "zap" }).lists).toBeUndefined();
  });

  it("gives every placeholder control on the sub-pages a contact-form topic of its own", () => {
    const controls = [...policyGuides, ...complianceChecklists, ...ideationWorkshops, ...marketEntryAccelerators, ...processToolkits];
    const topics = controls.map((c) => topicOf(c.action?.to));
    expect(topics.every((t) => t && t.length > 0)).toBe(true);
    expect(new Set(topics).size).toBe(controls.length);
    expect(new Set(controls.map((c) => c.action?.label))).toEqual(
      new Set(["Download Guide", "Download Checklist", "Register", "Apply Now", "Download Toolkit"]),
    );
  });

  it("ranks the compliance checklists Critical, High and Essential", () => {
    expect(complianceChecklists.map((c) => serviceCard(c).badge)).toEqual(["Critical", "High", "Essential"]);
  });
});
