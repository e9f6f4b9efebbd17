import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import type { Testimonial } from "~/components/testimonial";
import { TestimonialGrid } from "~/components/testimonial-grid";
import type { CorporatePageCopy } from "./audience-copy";

/**
 * The Industry & Corporate page's use cases and testimonials, above its
 * inquiry form (pages/audience-hub/industry-corporate.astro).
 */
export default function IndustryCorporateContent({ copy, testimonials }: { copy: CorporatePageCopy; testimonials: readonly Testimonial[] }) {
  // Not copy.useCases.items.map(...): a name starting "use" reads as a React hook to the linter.
  const { useCases: cases } = copy;
  return (
    <>
      <Section id="use-cases" title={cases.title} intro={cases.intro}>
        <DetailGrid>
          {cases.items.map((item, i) => (
            <DetailCard key={item.title} index={i} title={item.title} description={item.description}>
              <p className="flex items-start gap-2 text-sm font-medium text-emerald-800">
                <Icon name="target" className="mt-0.5 size-4 shrink-0" />
                {item.outcome}
              </p>
            </DetailCard>
          ))}
        </DetailGrid>
      </Section>
      <Section id="testimonials" title={copy.testimonials.title} intro={copy.testimonials.intro} tone="muted">
        <TestimonialGrid testimonials={testimonials} />
      </Section>
    </>
  );
}
