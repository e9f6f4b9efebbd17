import { Section } from "~/components/section";
import { interactiveWhenVisible } from "~/components/static-content/interactive-on-demand";
import { staticContent } from "~/components/static-content/static-content";
import { SupportChat } from "~/features/support-chat/support-chat";
import { pageMeta } from "~/lib/page-meta";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/home-page/home-content");
const HomeOverview = staticContent(pageContent, "HomeOverview");
const HomeCallToAction = staticContent(pageContent, "HomeCallToAction");

/** Its interactive parts below the first screen: their code loads as the visitor scrolls near them. */
const pageWidgets = () => import("~/features/home-page/home-widgets");
const HomeTestimonials = interactiveWhenVisible(pageWidgets, "HomeTestimonials");
const HomeTrustedBy = interactiveWhenVisible(pageWidgets, "HomeTrustedBy");

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <>
      <HomeOverview />
      <Section id="testimonials" title="What Our Partners Say">
        <HomeTestimonials />
      </Section>
      <HomeCallToAction />
      <HomeTrustedBy />
      <SupportChat />
    </>
  );
}
