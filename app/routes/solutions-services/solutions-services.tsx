import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveWhenVisible } from "~/components/static-content/interactive-on-demand";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/solutions-services/solutions-services-content");
const SolutionsServicesOverview = staticContent(pageContent, "SolutionsServicesOverview");
const SolutionsServicesCta = staticContent(pageContent, "SolutionsServicesCta");
/** The carousel below: its code loads as the visitor scrolls near it. */
const SuccessStoriesCarousel = interactiveWhenVisible(() => import("~/features/solutions-services/success-stories-carousel"));

export const meta = () => pageMeta(PATH);

/** Static content around the success stories carousel, which hydrates as the visitor scrolls near it. */
export default function SolutionsServicesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <SolutionsServicesOverview />
      <Section id="success-stories" title="Success Stories">
        <SuccessStoriesCarousel />
      </Section>
      <SolutionsServicesCta />
    </>
  );
}
