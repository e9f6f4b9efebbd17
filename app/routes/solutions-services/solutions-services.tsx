import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import {
  approach,
  assessments,
  consultationCta,
  coreServices,
  flagshipPrograms,
  successTestimonials,
} from "~/content/solutions";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services";

export const meta = () => pageMeta(PATH);

export default function SolutionsServicesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="approach" title="Our Approach">
        <p className="max-w-3xl text-lg text-slate-700">{approach.text}</p>
        <Link to={approach.link.to} className="btn btn-primary mt-6">
          {approach.link.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </Section>
      <Section id="core-services" title="Core Services" tone="muted">
        <CardGrid items={coreServices} columns={3} />
      </Section>
      <Section id="flagship-programs" title="Flagship Programs">
        <CardGrid items={flagshipPrograms} columns={4} cardStyle="gradient" />
      </Section>
      <Section id="assessments" title="Assessments" intro="Free self-assessments that tell you where you stand and which service fits." tone="muted">
        <CardGrid items={assessments} columns={3} cardStyle="feature" />
      </Section>
      <Section id="success-stories" title="Success Stories">
        <TestimonialCarousel testimonials={successTestimonials} label="Success stories" />
      </Section>
      <CallToAction {...consultationCta} />
    </>
  );
}
