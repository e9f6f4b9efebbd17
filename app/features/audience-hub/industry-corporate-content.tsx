import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { TestimonialGrid } from "~/components/testimonial-grid";
import { corporateIntro, corporateTestimonials, corporateUseCases } from "~/content/audience-corporate";

/**
 * The Industry & Corporate page's use cases and testimonials, above its
 * inquiry form (pages/audience-hub/industry-corporate.astro).
 */
export default function IndustryCorporateContent() {
  return (
    <>
      <Section id="use-cases" title="Use Cases" intro={corporateIntro.text}>
        <DetailGrid>
          {corporateUseCases.map((useCase, i) => (
            <DetailCard key={useCase.title} index={i} title={useCase.title} description={useCase.description}>
              <p className="flex items-start gap-2 text-sm font-medium text-emerald-800">
                <Icon name="target" className="mt-0.5 size-4 shrink-0" />
                {useCase.outcome}
              </p>
            </DetailCard>
          ))}
        </DetailGrid>
      </Section>
      <Section id="testimonials" title="What Our Corporate Partners Say" tone="muted">
        <TestimonialGrid testimonials={corporateTestimonials} />
      </Section>
    </>
  );
}
