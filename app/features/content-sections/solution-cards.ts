/**
 * Turns the Solutions & Services records into the cards that show them. The
 * R&D packages' placeholder "Learn More" control gets its real target here;
 * other cards carry theirs in the content (ServiceCard.action).
 */
import type { CaseStudy, CsrProgramme, RdPackage, ServiceCard } from "~/content/solutions-types";
import { contactLink } from "~/lib/contact-link";
import type { RecordCardData, DetailFact } from "./record-card";

export function csrProgrammeCard(programme: CsrProgramme): RecordCardData {
  return {
    title: programme.title,
    description: programme.description,
    icon: programme.icon,
    facts: [
      { label: "Duration", value: programme.duration },
      { label: "Investment", value: programme.investment },
    ],
    lists: [{ heading: "Benefits", items: programme.benefits }],
  };
}

/** The contact-form topic of an R&D package's "Learn More" control. */
function rdPackageTopic(pkg: Pick<RdPackage, "title">): string {
  return `R&D co-development package: ${pkg.title}`;
}

export function rdPackageCard(pkg: RdPackage): RecordCardData {
  return {
    title: pkg.title,
    description: pkg.description,
    icon: pkg.icon,
    lists: [
      { heading: "Features", items: pkg.features },
      { heading: "Deliverables", items: pkg.deliverables },
    ],
    action: { label: "Learn More", to: contactLink(rdPackageTopic(pkg)) },
  };
}

export function caseStudyCard(study: CaseStudy): RecordCardData {
  return {
    title: study.title,
    eyebrow: study.industry,
    badge: study.status,
    notes: [
      { label: "Challenge", value: study.challenge },
      { label: "Solution", value: study.solution },
      { label: "Results", value: study.results },
    ],
    facts: [{ label: "Duration", value: study.duration }],
  };
}

export function serviceCard(card: ServiceCard): RecordCardData {
  const facts: DetailFact[] = [];
  if (card.category) facts.push({ label: "Category", value: card.category });
  if (card.duration) facts.push({ label: "Duration", value: card.duration });
  if (card.nextSession) facts.push({ label: "Next session", value: card.nextSession });
  return {
    title: card.title,
    description: card.description,
    icon: card.icon,
    badge: card.importance ?? card.status,
    facts,
    lists: card.highlights ? [{ heading: card.highlightsHeading ?? "What you get", items: card.highlights }] : undefined,
    action: card.action,
  };
}
