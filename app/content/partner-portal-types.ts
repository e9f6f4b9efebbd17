import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";

/** A tier's feature row (spec: name plus available flag). */
type TierFeature = { name: string; available: boolean };

/** Spec: partnership tier with tier, level, colour, highlighted flag and features. */
export type PartnershipTier = {
  tier: string;
  /** Entry, mid-level or premium. */
  level: string;
  color: "slate" | "brand" | "saffron";
  highlighted: boolean;
  description: string;
  features: readonly TierFeature[];
  apply: { label: string; to: string };
};

/** A portal feature card; its link is an in-page anchor to the detail below. */
export type PortalFeature = CardItem & { link: `#${string}` };

/** The detail behind a portal feature card, at the card's anchor. */
export type PortalFeatureDetail = {
  /** Element id; the matching card links to #id. */
  id: string;
  title: string;
  icon: IconName;
  text: string;
  points: readonly string[];
};

/** What the login form says when it is used: partner sign-in opens by invitation. */
export type LoginNotice = {
  heading: string;
  text: string;
  link: { label: string; to: string };
};
