import type { CardItem } from "~/components/card-grid";
import { site } from "~/config/site";
import { contactLink } from "~/lib/contact-link";

export type StoryMilestone = { when: string; title: string; text: string };

export const story = {
  intro: `${site.name} began with a simple observation in Pune: first-time founders rarely fail for lack of ideas; they fail because nobody with the right skills sits beside them when it matters. We set out to change that by putting a small, cross-functional troupe of specialists inside every venture.`,
  milestones: [
    {
      when: "FY 2015-16",
      title: "A pilot in Pune",
      text: "We began as a pilot with eleven student and early-career founders, one shared workspace and a troupe of four volunteer specialists in strategy, technology, finance and marketing. Seven of those ventures were still trading two years later.",
    },
    {
      when: "February 2019",
      title: "Incorporated as a public limited company",
      text: `The pilot grew into ${site.company}, incorporated as a public limited company so that investors, corporates and state programmes could partner with a governed, audited institution.`,
    },
    {
      when: "July 2020",
      title: "A sister company for digital skills",
      text: "As lockdowns pushed small businesses online, we formed a sister company, Ankur Digital Skills Private Limited, to run technology audits, training curricula and certification pathways for MSMEs and their teams.",
    },
  ] satisfies readonly StoryMilestone[],
} as const;

export const mission = {
  mission:
    "To give every Indian founder with a credible idea a troupe of 4-6 specialists, a governed path through five stage gates, and a network of investors, corporates and mentors that turns progress into capital and customers.",
  vision:
    "An India where a founder is born matters less than what they build: thriving ventures in every state, from metro tech parks to district industrial estates, creating jobs that last.",
} as const;

export const coreValues: readonly CardItem[] = [
  {
    title: "Collaboration",
    description: "Founders, troupe members, mentors and partners work as one team with shared goals and shared data. Nobody succeeds alone here.",
    icon: "handshake",
  },
  {
    title: "Integrity",
    description: "We report honestly at every review gate, disclose our equity terms up front and say no when a venture is not ready, including to ourselves.",
    icon: "shield-check",
  },
  {
    title: "Innovation",
    description: "We back new ideas and keep improving our own model, testing every change to how we incubate against outcomes for founders.",
    icon: "lightbulb",
  },
  {
    title: "Inclusivity",
    description: "Women founders, tier-2 and tier-3 cities, first-generation entrepreneurs and MSMEs get the same troupe and the same standards.",
    icon: "heart-handshake",
  },
];

const brochureAction = { label: "Download Brochure", to: contactLink("Brochure request") } as const;

export const getInvolvedCta = {
  title: "Get Involved",
  text: "Found a venture, mentor a founder, fund a cohort or bring your organisation into the network. Tell us where you fit and we will reply within 24 hours.",
  primary: { label: "Get Involved", to: "/contact-get-involved" },
  secondary: brochureAction,
} as const;
