/** The plain shapes the Audience Hub pages' components take (filled at build time by audience-pages.ts). */
import type { CtaAction } from "~/components/call-to-action";
import type { AccentColour } from "~/components/accent";
import type { IconName } from "~/components/icon-names";
import type { ChecklistItemId, PolicyBriefCategory, RegulatoryStatus } from "./audience-options";

/** A section's heading and the sentence under it. */
export type SectionCopy = { title: string; intro?: string | undefined };

/** A section of cards sharing one button label. */
type CardSection<Item> = SectionCopy & { actionLabel: string; items: readonly Item[] };

export type CallToActionCopy = { title: string; text: string; primary: CtaAction; secondary?: CtaAction | undefined };

export type UseCase = { title: string; description: string; icon: IconName; outcome: string };

export type CorporatePageCopy = {
  heroAction: string;
  useCases: SectionCopy & { items: readonly UseCase[] };
  testimonials: SectionCopy;
  inquiry: SectionCopy;
};

export type AdvisoryService = {
  id: string;
  title: string;
  description: string;
  expertise: readonly string[];
  duration: string;
  contactPerson: { name: string; role: string; image?: string | undefined };
  /** Where Submit Inquiry leads. */
  inquiryUrl: string;
};

export type Webinar = {
  id: string;
  title: string;
  /** "Dr. Nandini Ghosh, Associate Professor of Economics, Konkan University". */
  speakerLine: string;
  /** ISO date. */
  date: string;
  time: string;
  topics: readonly string[];
  registrationUrl: string;
};

export type AcademicsPageCopy = {
  researchPapers: SectionCopy;
  advisory: SectionCopy & { expertiseHeading: string; durationLabel: string; actionLabel: string; services: readonly AdvisoryService[] };
  webinars: CardSection<Webinar> & { dateLabel: string; timeLabel: string };
};

export type PortfolioReport = { title: string; period: string; description: string; highlights: readonly string[]; link: string };

export type Roundtable = { title: string; city: string; date: string; format: string; description: string; link: string };

export type InvestorsPageCopy = {
  heroAction: string;
  figures: SectionCopy & { stats: readonly { value: string; label: string }[] };
  reasons: SectionCopy & { cards: readonly { title: string; description: string; icon: IconName }[] };
  pitchDeckAccess: SectionCopy;
  reports: CardSection<PortfolioReport> & { highlightsHeading: string; periodLabel: string };
  roundtables: CardSection<Roundtable> & { cityLabel: string; dateLabel: string; formatLabel: string };
};

export type ChecklistItem = { id: ChecklistItemId; title: string; description: string; tips: readonly string[] };

/** What the checklist's score panel says at each level (readinessAdvice picks one). */
export type ReadinessAdviceCopy = { none: string; started: string; half: string; nearly: string; ready: string; readyAction: CtaAction };

/** The checklist island's words: its headings, "{ticked} of {total} items ready" and the advice. */
export type ChecklistCopy = { tipsHeading: string; scoreHeading: string; scoreLabel: string; progress: string; advice: ReadinessAdviceCopy };

export type Forum = { id: string; title: string; description: string; members: string; topics: readonly string[]; link: string };

export type EntrepreneursPageCopy = {
  hero: { primary: CtaAction; secondary: CtaAction };
  successStories: SectionCopy;
  fundingReadiness: SectionCopy & ChecklistCopy & { items: readonly ChecklistItem[] };
  forums: CardSection<Forum>;
  cta: CallToActionCopy;
};

export type PolicyBrief = {
  id: string;
  title: string;
  category: PolicyBriefCategory;
  /** ISO date. */
  date: string;
  summary: string;
  impact: string;
  downloadUrl: string;
  cover: { icon: IconName; colour: AccentColour };
};

export type CollaborationTemplate = { id: string; title: string; type: string; description: string; features: readonly string[]; downloadUrl: string };

export type RegulatoryUpdate = {
  id: string;
  title: string;
  category: string;
  /** ISO date. */
  date: string;
  status: RegulatoryStatus;
  summary: string;
  deadline: string;
  /** The issuing authority's page (external). */
  detailsUrl: string;
};

export type GovernmentPageCopy = {
  policyBriefs: CardSection<PolicyBrief> & { dateLabel: string };
  collaboration: CardSection<CollaborationTemplate> & { listHeading: string };
  regulatory: CardSection<RegulatoryUpdate> & { dateLabel: string; deadlinePrefix: string };
  cta: CallToActionCopy;
};
