/**
 * Turns the Ecosystem area's records into the cards that show them. The
 * placeholder "View Profile" control gets its real target here.
 */
import type { IconName } from "~/components/icon-names";
import type { Testimonial } from "~/components/testimonial";
import { contactLink } from "~/lib/contact-link";
import type { badgeFamilies } from "./status-tone";
import type { CompanyStage, GovernanceCycle, onboardingAreas } from "./ecosystem-options";
import type { RecordCardData } from "./record-card";
import type { PersonCardData } from "./person-card";

/** An associate operating body (Associate Bodies, app/content/associate-bodies-page.yaml). */
export type OperatingBody = {
  name: string;
  reviewCycle: GovernanceCycle;
  description: string;
  responsibilities: readonly string[];
  icon: IconName;
};

/** An operational cell; its review cadences exist but are not shown (spec §2). */
export type OperationalCell = {
  name: string;
  description: string;
  protocols: readonly string[];
  icon: IconName;
};

/** A sector of the portfolio (Participating Companies). */
export type Sector = {
  name: string;
  description: string;
  companyCount: number;
  /** Whole percent of the portfolio. */
  portfolioShare: number;
  icon: IconName;
};

/** An area examined before a company is admitted (Participating Companies). */
export type OnboardingCriterion = {
  area: (typeof onboardingAreas)[number];
  description: string;
  questions: readonly [string, string, string];
  icon: IconName;
};

/** A mentorship feature card or a partnership benefit (spec: title, description, feature list). */
export type FeatureCard = {
  title: string;
  description: string;
  features: readonly string[];
  icon: IconName;
};

/** A co-innovation project (Industry Partners), its partner named. */
export type CoInnovationProject = {
  title: string;
  partner: string;
  description: string;
  status: keyof typeof badgeFamilies.project;
  impact: string;
  icon: IconName;
};

/** A key benefit of the model; its testimonial (someone who lived it) is in app/content/testimonials/troup-model.yaml under the benefit's title. */
export type ModelBenefit = {
  title: string;
  description: string;
  icon: IconName;
};

/** A portfolio company as its card shows it (an organisation with a portfolio block in app/content/organisations/). */
export type FeaturedCompany = {
  name: string;
  stage: CompanyStage;
  description: string;
  milestones: readonly string[];
  /** Month and year, e.g. "March 2021". */
  joined: string;
  sector: string;
  teamSize: number;
  /** The name on its logo or drawn mark, when shorter than the full name. */
  markName?: string;
  /** A logo file in app/assets/photos/; without one a mark drawn from the name is shown. */
  image?: string;
};

/** A featured mentor (spec: name, role, expertise tags, rating, review count, image). */
export type Mentor = {
  name: string;
  role: string;
  expertise: readonly string[];
  rating: number;
  reviewCount: number;
  /** A photo file in app/assets/photos/; without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};

export function operatingBodyCard(body: OperatingBody): RecordCardData {
  return {
    title: body.name,
    description: body.description,
    icon: body.icon,
    facts: [{ label: "Review cycle", value: body.reviewCycle }],
    lists: [{ heading: "Responsibilities", items: body.responsibilities }],
  };
}

export function operationalCellCard(cell: OperationalCell): RecordCardData {
  return {
    title: cell.name,
    description: cell.description,
    icon: cell.icon,
    lists: [{ heading: "Protocols", items: cell.protocols }],
  };
}

export function featuredCompanyCard(company: FeaturedCompany): RecordCardData {
  return {
    title: company.name,
    logo: { name: company.markName ?? company.name, ...(company.image ? { image: company.image } : {}) },
    eyebrow: company.stage,
    description: company.description,
    facts: [
      { label: "Sector", value: company.sector },
      { label: "Joined", value: company.joined },
      { label: "Team size", value: `${company.teamSize} people` },
    ],
    lists: [{ heading: "Milestones", items: company.milestones }],
  };
}

/** "11 companies · 34% of portfolio" */
export function sectorShareLabel(sector: Pick<Sector, "companyCount" | "portfolioShare">): string {
  const companies = sector.companyCount === 1 ? "1 company" : `${sector.companyCount} companies`;
  return `${companies} · ${sector.portfolioShare}% of portfolio`;
}

export function sectorCard(sector: Sector): RecordCardData {
  return {
    title: sector.name,
    description: sector.description,
    icon: sector.icon,
    share: { percent: sector.portfolioShare, label: sectorShareLabel(sector) },
  };
}

export function onboardingCriterionCard(criterion: OnboardingCriterion): RecordCardData {
  return {
    title: criterion.area,
    description: criterion.description,
    icon: criterion.icon,
    lists: [{ heading: "Key questions", items: criterion.questions }],
  };
}

export function featureCard(card: FeatureCard): RecordCardData {
  return {
    title: card.title,
    description: card.description,
    icon: card.icon,
    lists: [{ heading: "Features", items: card.features }],
  };
}

export function coInnovationProjectCard(project: CoInnovationProject): RecordCardData {
  return {
    title: project.title,
    eyebrow: `With ${project.partner}`,
    description: project.description,
    icon: project.icon,
    badge: project.status,
    facts: [{ label: "Impact", value: project.impact }],
  };
}

/** A key benefit with the testimonial told beside it (the one whose `benefit` is the benefit's title); the build stops if one has none. */
export function modelBenefitCard(benefit: ModelBenefit, testimonials: readonly (Testimonial & { benefit?: string })[]): RecordCardData {
  const told = testimonials.find((t) => t.benefit === benefit.title);
  if (!told) throw new Error(`The key benefit "${benefit.title}" has no testimonial: add one with benefit: ${benefit.title} to app/content/testimonials/troup-model.yaml`);
  return {
    title: benefit.title,
    description: benefit.description,
    icon: benefit.icon,
    quote: { quote: told.quote, author: told.author, position: told.position, ...(told.image ? { image: told.image } : {}) },
  };
}

/** The contact-form topic of a mentor's "View Profile" control. */
function mentorProfileTopic(mentor: Pick<Mentor, "name">): string {
  return `Mentor introduction: ${mentor.name}`;
}

export function mentorCard(mentor: Mentor): PersonCardData {
  return {
    name: mentor.name,
    role: mentor.role,
    image: mentor.image,
    tags: mentor.expertise,
    rating: { value: mentor.rating, reviews: mentor.reviewCount },
    action: { label: "View Profile", to: contactLink(mentorProfileTopic(mentor)) },
  };
}
