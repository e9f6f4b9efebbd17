import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { successTestimonials } from "~/content/solutions-testimonials";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/solutions-services/solutions-services-content");
const SolutionsServicesOverview = staticContent(pageContent, "SolutionsServicesOverview");
const SolutionsServicesCta = staticContent(pageContent, "SolutionsServicesCta");

export const meta = () => pageMeta(PATH);

/** Static content around the success stories carousel, which hydrates. */
export default function SolutionsServicesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <SolutionsServicesOverview />
      <Section id="success-stories" title="Success Stories">
        <TestimonialCarousel testimonials={successTestimonials} label="Success stories" />
      </Section>
      <SolutionsServicesCta />
    </>
  );
}
