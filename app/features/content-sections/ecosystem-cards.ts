/**
 * Turns the Ecosystem area's records into the cards that show them. The
 * placeholder "View Profile" control gets its real target here.
 */
import type {
  CoInnovationProject,
  FeatureCard,
  FeaturedCompany,
  Mentor,
  ModelBenefit,
  OnboardingCriterion,
  OperatingBody,
  OperationalCell,
  Sector,
} from "~/content/ecosystem-types";
import { contactLink } from "~/lib/contact-link";
import type { RecordCardData } from "./record-card";
import type { PersonCardData } from "./person-card";

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
    logo: { name: company.name, image: company.image },
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

export function modelBenefitCard(benefit: ModelBenefit): RecordCardData {
  return {
    title: benefit.title,
    description: benefit.description,
    icon: benefit.icon,
    quote: benefit.testimonial,
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
