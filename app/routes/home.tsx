import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { partnerTestimonials } from "~/content/home-testimonials";
import { trustedPartners } from "~/content/home-trusted-partners";
import { PartnerLogo } from "~/features/partner-logos/partner-logo";
import { SupportChat } from "~/features/support-chat/support-chat";
import { pageMeta } from "~/lib/page-meta";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/home-page/home-content");
const HomeOverview = staticContent(pageContent, "HomeOverview");
const HomeCallToAction = staticContent(pageContent, "HomeCallToAction");

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <>
      <HomeOverview />
      <Section id="testimonials" title="What Our Partners Say">
        <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />
      </Section>
      <HomeCallToAction />
      <Section id="trusted-by" title="Trusted By">
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {trustedPartners.map((partner) => (
            <li key={partner.name}>
              <PartnerLogo partner={partner} />
            </li>
          ))}
        </ul>
      </Section>
      <SupportChat />
    </>
  );
}
