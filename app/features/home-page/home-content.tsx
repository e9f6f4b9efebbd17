import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { site } from "~/config/site";
import { customResourcesCta, differentiators, platformHighlights, quickLinks } from "~/content/home";
import { HomeHero } from "~/features/home-hero/home-hero";

// The home page (pages/index.astro): everything but its islands, the
// testimonial carousel, the partner logos and the support chat.

/** The hero, the quick links, what makes us different and the platform highlights. */
export function HomeOverview() {
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
    </>
  );
}

/** The call to action between the testimonials and the partner logos. */
export function HomeCallToAction() {
  return <CallToAction {...customResourcesCta} />;
}
