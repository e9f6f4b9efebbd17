import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { aboutTestimonials } from "~/content/about-testimonials";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/about-us";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/about-us/about-us-content");
const AboutStory = staticContent(pageContent, "AboutStory");
const AboutPartners = staticContent(pageContent, "AboutPartners");

export const meta = () => pageMeta(PATH);

export default function AboutUsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <AboutStory />
      <Section id="testimonials" title="What People Say About Us">
        <TestimonialCarousel testimonials={aboutTestimonials} label="What people say about us" />
      </Section>
      <AboutPartners />
    </>
  );
}
