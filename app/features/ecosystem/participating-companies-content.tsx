import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { NumbersBand } from "~/components/numbers-band";
import { Section } from "~/components/section";
import type { Stat } from "~/components/stat-grid";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { type FeaturedCompany, type OnboardingCriterion, type Sector, featuredCompanyCard, onboardingCriterionCard, sectorCard } from "~/features/content-sections/ecosystem-cards";

/** The Participating Companies page under its banner (pages/ecosystem/participating-companies.astro). */
/** The page's copy around the featured companies (app/content/participating-companies-page.yaml). */
export type ParticipatingCompaniesCopy = {
  selectionIntro: string;
  selectionCriteria: readonly CardItem[];
  sectors: readonly Sector[];
  successMetrics: readonly Stat[];
  onboardingCriteria: readonly OnboardingCriterion[];
  cta: ComponentProps<typeof CallToAction>;
};

/** `featuredCompanies`: app/content/organisation-lists/featured-companies.yaml, each an organisation with a portfolio block. */
export default function ParticipatingCompaniesContent({ featuredCompanies, copy }: { featuredCompanies: readonly FeaturedCompany[]; copy: ParticipatingCompaniesCopy }) {
  const { selectionIntro, selectionCriteria, sectors, successMetrics, onboardingCriteria, cta } = copy;
  return (
    <>
      <Section id="selection-criteria" title="How We Select Companies" intro={selectionIntro}>
        <CardGrid items={selectionCriteria} columns={4} cardStyle="feature" />
      </Section>
      <Section id="featured-companies" title="Featured Companies" tone="muted">
        <RecordCardGrid items={featuredCompanies.map(featuredCompanyCard)} />
      </Section>
      <Section id="sectors" title="Our Portfolio by Sector" intro="33 companies across six sectors.">
        <RecordCardGrid items={sectors.map(sectorCard)} />
      </Section>
      <NumbersBand id="success-metrics" title="Success Metrics" stats={successMetrics} />
      <Section id="onboarding-criteria" title="Onboarding Criteria" intro="Five areas we examine before admission, each with the key questions we ask.">
        <RecordCardGrid items={onboardingCriteria.map(onboardingCriterionCard)} />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
