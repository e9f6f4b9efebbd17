import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveWhenVisible } from "~/components/static-content/interactive-on-demand";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/about-us";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/about-us/about-us-content");
const AboutStory = staticContent(pageContent, "AboutStory");
const AboutPartners = staticContent(pageContent, "AboutPartners");
/** The carousel below: its code loads as the visitor scrolls near it. */
const AboutTestimonialsCarousel = interactiveWhenVisible(() => import("~/features/about-us/about-testimonials-carousel"));

export const meta = () => pageMeta(PATH);

export default function AboutUsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <AboutStory />
      <Section id="testimonials" title="What People Say About Us">
        <AboutTestimonialsCarousel />
      </Section>
      <AboutPartners />
    </>
  );
}
