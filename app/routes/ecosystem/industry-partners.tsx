import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { partnerTestimonials } from "~/content/ecosystem-industry-partners-testimonials";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/industry-partners";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/ecosystem/industry-partners-content");
const IndustryPartnersOverview = staticContent(pageContent, "IndustryPartnersOverview");
const IndustryPartnersCta = staticContent(pageContent, "IndustryPartnersCta");

export const meta = () => pageMeta(PATH);

/** Static content around the partner testimonials carousel, which hydrates. */
export default function IndustryPartnersPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <IndustryPartnersOverview />
      <Section id="testimonials" title="What Our Partners Say">
        <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />
      </Section>
      <IndustryPartnersCta />
    </>
  );
}
