/** The spec's records for the Audience Hub pages (spec 2 §3). */
import type { AccentColour } from "~/components/accent";
import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";
import type { PersonImage } from "./types";

/** An audience or resource card: card fields plus a colour and short features. */
export type HubCard = CardItem & { link: string; icon: IconName; colour: AccentColour; features: readonly string[] };

/** A self-hosted illustration: an icon on a coloured field, drawn inline. */
export type Cover = { icon: IconName; colour: AccentColour };

export type UseCase = { title: string; description: string; icon: IconName; outcome: string };

export type PortfolioReport = { title: string; period: string; description: string; highlights: readonly string[]; link: string };

export type Roundtable = { title: string; city: string; date: string; format: string; description: string; link: string };

export const checklistItemIds = ["businessPlan", "financials", "pitch", "market", "team", "legal", "ip", "metrics"] as const;
export type ChecklistItemId = (typeof checklistItemIds)[number];

export type ChecklistItem = { id: ChecklistItemId; title: string; description: string; tips: readonly string[] };

export type Forum = { id: string; title: string; description: string; members: string; topics: readonly string[]; link: string };

export type PolicyBrief = {
  id: string;
  title: string;
  category: "Impact Study" | "Policy Brief";
  /** ISO date. */
  date: string;
  summary: string;
  impact: string;
  downloadUrl: string;
  image: Cover;
};

export type CollaborationTemplate = {
  id: string;
  title: string;
  type: string;
  description: string;
  features: readonly string[];
  downloadUrl: string;
};

export type RegulatoryUpdate = {
  id: string;
  title: string;
  category: string;
  /** ISO date. */
  date: string;
  status: "Active" | "Upcoming";
  summary: string;
  deadline: string;
  /** The issuing authority's page (external). */
  detailsUrl: string;
};

export type AdvisoryService = {
  id: string;
  title: string;
  description: string;
  expertise: readonly string[];
  duration: string;
  contactPerson: { name: string; role: string } & PersonImage;
  /** Where Submit Inquiry leads. */
  inquiryUrl: string;
};

export type Webinar = {
  id: string;
  title: string;
  speaker: string;
  role: string;
  /** ISO date. */
  date: string;
  time: string;
  topics: readonly string[];
  registrationUrl: string;
};
