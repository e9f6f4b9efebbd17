/**
 * The flagship programme pages (/solutions-services/{catalyst-program,
 * scaleup-studio, enterprise-innovation-lab, ecosystem-builder}): one record
 * per programme, rendered by one page (pages/solutions-services/[program].astro).
 */
import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";
import type { Stat } from "~/components/stat-grid";

export type ProgramPath =
  | "/solutions-services/catalyst-program"
  | "/solutions-services/scaleup-studio"
  | "/solutions-services/enterprise-innovation-lab"
  | "/solutions-services/ecosystem-builder";

/** A link-styled control with its target inside the site. */
type ProgramAction = { label: string; to: string };

/** One block of the schedule: a week range, a phase or a sprint. */
export type ProgramPhase = {
  /** "Weeks 1-2", "Month 3", "Days 1-15" */
  period: string;
  title: string;
  summary: string;
  activities: readonly string[];
  /** What the block ends with (a review gate, a demo, a decision). */
  milestone: string;
};

export type ProgramFaq = { question: string; answer: string };

export type FlagshipProgram = {
  path: ProgramPath;
  /** Short name, as on the cards ("Catalyst"). */
  shortName: string;
  icon: IconName;
  /** "12 weeks", "6 months", "90-day sprints", "12 months" */
  duration: string;
  /** One line on who the programme is for, under the banner. */
  forWhom: string;
  /** Key facts under the banner and in the overview. */
  facts: readonly Stat[];
  overview: string;
  audience: { intro: string; profiles: readonly CardItem[] };
  /** "Week by Week", "Phase by Phase", "Sprint by Sprint" */
  scheduleTitle: string;
  scheduleIntro: string;
  schedule: readonly ProgramPhase[];
  outcomes: readonly CardItem[];
  eligibility: { intro: string; criteria: readonly string[] };
  costModel: { summary: string; points: readonly string[] };
  faqs: readonly ProgramFaq[];
  /** Where applying starts: the contact form with the topic, or the partnership form. */
  apply: { title: string; text: string; primary: ProgramAction; secondary: ProgramAction };
};
