/**
 * Turns the Solutions & Services records (app/content/solutions/*.yaml) into
 * the cards that show them.
 */
import type { CaseStudy, CsrProgramme, RdPackage, ServiceCard } from "~/features/solutions-services/solution-types";
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

export function rdPackageCard(pkg: RdPackage): RecordCardData {
  return {
    title: pkg.title,
    description: pkg.description,
    icon: pkg.icon,
    lists: [
      { heading: "Features", items: pkg.features },
      { heading: "Deliverables", items: pkg.deliverables },
    ],
    action: pkg.action,
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
