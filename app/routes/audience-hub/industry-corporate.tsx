import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Icon } from "~/components/icon";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { TestimonialGrid } from "~/components/testimonial-grid";
import { corporateIntro, corporateTestimonials, corporateUseCases } from "~/content/audience-corporate";
import { CorporateInquiryForm } from "~/features/engagement-forms/corporate-inquiry-form";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/industry-corporate";

export const meta = () => pageMeta(PATH);

export default function IndustryCorporatePage() {
  return (
    <>
      <PageIntro path={PATH}>
        <a href="#engage" className="btn btn-light">
          Start a Conversation
        </a>
      </PageIntro>
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
      <Section id="engage" title="Start a Conversation" intro="Tell us about the problem you want to solve. A partnerships lead reads every inquiry and replies within 24 hours with the startups and the troupe we would suggest.">
        <div className="max-w-3xl">
          <CorporateInquiryForm />
        </div>
      </Section>
    </>
  );
}
