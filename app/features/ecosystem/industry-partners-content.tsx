import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import { coInnovationProjects, industryPartnersIntro, partnerCta, partnershipBenefits } from "~/content/ecosystem-industry-partners";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { coInnovationProjectCard, featureCard } from "~/features/content-sections/ecosystem-cards";

// The Industry Partners page (pages/ecosystem/industry-partners.astro), around
// its one island: the partner testimonials carousel.

/** Why partner with us and the co-innovation projects. */
export function IndustryPartnersOverview() {
  return (
    <>
      <Section id="benefits" title="Why Partner With Us" intro={industryPartnersIntro}>
        <RecordCardGrid items={partnershipBenefits.map(featureCard)} columns={4} />
      </Section>
      <Section id="co-innovation" title="Co-Innovation Projects" tone="muted">
        <RecordCardGrid items={coInnovationProjects.map(coInnovationProjectCard)} />
      </Section>
    </>
  );
}

/** The closing call to action. */
export function IndustryPartnersCta() {
  return <CallToAction {...partnerCta} />;
}
