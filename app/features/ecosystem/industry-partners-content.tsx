import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { type CoInnovationProject, type FeatureCard, coInnovationProjectCard, featureCard } from "~/features/content-sections/ecosystem-cards";

// The Industry Partners page (pages/ecosystem/industry-partners.astro), around
// its one island: the partner testimonials carousel.

/** The page's copy (app/content/industry-partners-page.yaml), each project's partner by its organisation's name. */
export type IndustryPartnersCopy = {
  intro: string;
  benefits: readonly FeatureCard[];
  projects: readonly CoInnovationProject[];
  cta: ComponentProps<typeof CallToAction>;
};

/** Why partner with us and the co-innovation projects. */
export function IndustryPartnersOverview({ copy }: { copy: IndustryPartnersCopy }) {
  return (
    <>
      <Section id="benefits" title="Why Partner With Us" intro={copy.intro}>
        <RecordCardGrid items={copy.benefits.map(featureCard)} columns={4} />
      </Section>
      <Section id="co-innovation" title="Co-Innovation Projects" tone="muted">
        <RecordCardGrid items={copy.projects.map(coInnovationProjectCard)} />
      </Section>
    </>
  );
}

/** The closing call to action. */
export function IndustryPartnersCta({ cta }: { cta: IndustryPartnersCopy["cta"] }) {
  return <CallToAction {...cta} />;
}
