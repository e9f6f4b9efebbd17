/**
 * The Solutions & Services pages as their components read them: plain data,
 * built from app/content/solutions/<id>.yaml and app/content/solutions-page.yaml
 * by ./solution-entries.ts (the page shells pass it down as props).
 */
import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";

/** A link-styled control with its target inside the site. */
export type CardAction = { label: string; to: string };

/** A CSR programme (spec: title, description, benefits, duration, investment). */
export type CsrProgramme = {
  title: string;
  description: string;
  benefits: readonly string[];
  duration: string;
  /** Always 'Custom pricing' on this site. */
  investment: "Custom pricing";
  icon: IconName;
};

/** An R&D co-development package (spec: title, description, features, deliverables). */
export type RdPackage = {
  title: string;
  description: string;
  features: readonly string[];
  deliverables: readonly string[];
  icon: IconName;
  action: CardAction;
};

/** A collaboration case study (spec: title, industry, challenge, solution, results, duration, status). */
export type CaseStudy = {
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  duration: string;
  status: "Completed" | "Ongoing";
};

/**
 * Any other service card (spec: "title, description, lists, duration or
 * timeline, category and status"): every field past the icon is optional.
 */
export type ServiceCard = {
  title: string;
  description: string;
  icon: IconName;
  /** e.g. "Policy", "Debt" */
  category?: string;
  duration?: string;
  /** The next session as the card says it: "12 January 2027, Pune". */
  nextSession?: string;
  importance?: "Critical" | "High" | "Essential";
  status?: "Available" | "Limited Spots";
  highlights?: readonly string[];
  /** Heading of the highlights list; "What you get" by default. */
  highlightsHeading?: string;
  action?: CardAction;
};

/** The one list of cards a section holds. */
export type SolutionCards =
  | { kind: "services"; items: readonly ServiceCard[] }
  | { kind: "csrProgrammes"; items: readonly CsrProgramme[] }
  | { kind: "rdPackages"; items: readonly RdPackage[] }
  | { kind: "caseStudies"; items: readonly CaseStudy[] }
  | { kind: "features"; items: readonly CardItem[] };

export type SolutionSection = { id: string; title: string; intro?: string; cards: SolutionCards };

type CallToActionCopy = { title: string; text: string; primary: CardAction; secondary?: CardAction };

/** A Solutions & Services page under its banner. */
export type SolutionPage = { sections: readonly SolutionSection[]; cta: CallToActionCopy };

/** The hub's own copy (/solutions-services). */
export type SolutionsHubCopy = {
  approach: { title: string; text: string; link: CardAction };
  coreServices: { title: string; cards: readonly CardItem[] };
  programmes: { title: string };
  assessments: { title: string; intro: string };
  successStories: { title: string };
  cta: CallToActionCopy;
};
