/**
 * A flagship programme as its page and the comparison read it: plain data,
 * built from app/content/programmes/<id>.yaml by ./programme-entries.ts
 * (the page shells pass it down as props).
 */
import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";
import type { Stat } from "~/components/stat-grid";
import type { PagePath } from "~/config/pages";

/** A link-styled control with its target inside the site. */
export type ProgramAction = { label: string; to: string };

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
  /** /solutions-services/<id>, the entry's file name. */
  path: PagePath;
  /** Full name ("Catalyst Program"). */
  name: string;
  /** Short name, as in the headings ("Catalyst"). */
  shortName: string;
  icon: IconName;
  /** Its card on the Solutions & Services page, /programs and the other programme pages. */
  card: CardItem;
  /** "12 weeks", "6 months", "90-day sprints", "12 months" */
  duration: string;
  /** One line on who the programme is for, under the banner. */
  forWhom: string;
  /** Key facts in the overview. */
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

/** Under the other programmes on every programme page, for visitors not sure which one fits. */
export type ProgramChooser = { title: string; intro: string; primary: ProgramAction; secondary: ProgramAction };

/** The headings of a programme page, its name filled in. */
export type ProgramPageHeadings = { seeSchedule: string; overview: string; audience: string; outcomes: string; terms: string; faqs: string };

/** A section of /programs: its title, and its link in the banner. */
type HubSection = { title: string; jumpLabel: string; intro?: string };

/** The /programs hub's own copy. */
export type ProgramsHubCopy = {
  flagship: HubSection;
  compare: HubSection;
  packages: HubSection & { cards: readonly CardItem[] };
  assessments: HubSection;
  cta: { title: string; text: string; primary: ProgramAction; secondary?: ProgramAction };
};
