import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import {
  customResourcesCta,
  differentiators,
  partnerTestimonials,
  platformHighlights,
  quickLinks,
  trustedPartners,
} from "~/content/home";
import { site } from "~/config/site";
import { HomeHero } from "~/features/home-hero/home-hero";
import { PartnerLogo } from "~/features/partner-logos/partner-logo";
import { SupportChat } from "~/features/support-chat/support-chat";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section id="quick-links" title="Start where you are" tone="muted">
        <CardGrid items={quickLinks} columns={3} cardStyle="default" />
      </Section>
      <Section id="different" title={`What Makes ${site.name} Different?`} intro="Most incubators give you a desk and a demo day. We give you a team, a method and a network.">
        <CardGrid items={differentiators} columns={3} cardStyle="feature" />
      </Section>
      <Section id="platform-highlights" title="Platform Highlights" tone="muted">
        <CardGrid items={platformHighlights} columns={3} cardStyle="minimal" />
      </Section>
      <Section id="testimonials" title="What Our Partners Say">
        <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />
      </Section>
      <CallToAction {...customResourcesCta} />
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
