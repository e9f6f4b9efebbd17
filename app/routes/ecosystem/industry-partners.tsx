import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveWhenVisible } from "~/components/static-content/interactive-on-demand";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/industry-partners";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/ecosystem/industry-partners-content");
const IndustryPartnersOverview = staticContent(pageContent, "IndustryPartnersOverview");
const IndustryPartnersCta = staticContent(pageContent, "IndustryPartnersCta");
/** The carousel below: its code loads as the visitor scrolls near it. */
const IndustryPartnersTestimonialsCarousel = interactiveWhenVisible(() => import("~/features/ecosystem/industry-partners-testimonials-carousel"));

export const meta = () => pageMeta(PATH);

/** Static content around the partner testimonials carousel, which hydrates as the visitor scrolls near it. */
export default function IndustryPartnersPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <IndustryPartnersOverview />
      <Section id="testimonials" title="What Our Partners Say">
        <IndustryPartnersTestimonialsCarousel />
      </Section>
      <IndustryPartnersCta />
    </>
  );
}
