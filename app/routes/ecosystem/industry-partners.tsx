import { CallToAction } from "~/components/call-to-action";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import {
  coInnovationProjects,
  industryPartnersIntro,
  partnerCta,
  partnerTestimonials,
  partnershipBenefits,
} from "~/content/ecosystem-industry-partners";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { coInnovationProjectCard, featureCard } from "~/features/content-sections/ecosystem-cards";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/industry-partners";

export const meta = () => pageMeta(PATH);

export default function IndustryPartnersPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="benefits" title="Why Partner With Us" intro={industryPartnersIntro}>
        <RecordCardGrid items={partnershipBenefits.map(featureCard)} columns={4} />
      </Section>
      <Section id="co-innovation" title="Co-Innovation Projects" tone="muted">
        <RecordCardGrid items={coInnovationProjects.map(coInnovationProjectCard)} />
      </Section>
      <Section id="testimonials" title="What Our Partners Say">
        <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />
      </Section>
      <CallToAction {...partnerCta} />
    </>
  );
}
