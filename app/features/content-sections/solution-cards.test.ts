import { describe, expect, it } from "vitest";
import { readEntries } from "../../../tests/support/content-entries";
import type { CsrProgramme, RdPackage } from "~/features/solutions-services/solution-types";
import { caseStudyCard, csrProgrammeCard, rdPackageCard, serviceCard } from "./solution-cards";

const csrProgramme: CsrProgramme = { title: "t", description: "d", benefits: ["b"], duration: "18 months", investment: "Custom pricing", icon: "leaf" };
const rdPackage: RdPackage = {
  title: "Joint Product Development", description: "d", features: ["f"], deliverables: ["p"], icon: "settings",
  action: { label: "Learn More", to: "/contact-get-involved?topic=R%26D%20co-development%20package%3A%20Joint%20Product%20Development#contact-form" },
};

type RawAction = { label: string; to?: string; contactTopic?: string };
type RawSection = { id: string; services?: { action?: RawAction; importance?: string }[]; rdPackages?: { title: string; action: RawAction }[] };
/** The sections of the Solutions & Services pages as written (app/content/solutions/*.yaml). */
const sections = readEntries("solutions").flatMap((entry) => (entry.data as { sections: RawSection[] }).sections);
const section = (id: string) => {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

describe("solution cards", () => {
  it("shows a CSR programme's duration and its investment as Custom pricing", () => {
    const card = csrProgrammeCard(csrProgramme);
    expect(card.facts).toEqual([
      { label: "Duration", value: "18 months" },
      { label: "Investment", value: "Custom pricing" },
    ]);
  });

  it("shows an R&D package's features and deliverables, and its Learn More", () => {
    const card = rdPackageCard(rdPackage);
    expect(card.action).toEqual(rdPackage.action);
    expect(card.lists?.map((l) => l.heading)).toEqual(["Features", "Deliverables"]);
  });

  it("sends each R&D package's Learn More to the contact form naming the package", () => {
    const packages = section("rd-packages").rdPackages ?? [];
    expect(packages.length).toBeGreaterThan(0);
    for (const pkg of packages) expect(pkg.action).toEqual({ label: "Learn More", contactTopic: `R&D co-development package: ${pkg.title}` });
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
    const controls = ["policy-guides", "compliance-checklists", "ideation-workshops", "market-entry", "process-toolkits"].flatMap((id) => section(id).services ?? []);
    const topics = controls.map((c) => c.action?.contactTopic);
    expect(topics.every((t) => t && t.length > 0)).toBe(true);
    expect(new Set(topics).size).toBe(controls.length);
    expect(new Set(controls.map((c) => c.action?.label))).toEqual(
      new Set(["Download Guide", "Download Checklist", "Register", "Apply Now", "Download Toolkit"]),
    );
  });

  it("ranks the compliance checklists Critical, High and Essential", () => {
    expect(section("compliance-checklists").services?.map((c) => c.importance)).toEqual(["Critical", "High", "Essential"]);
  });
});
