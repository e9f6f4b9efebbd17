import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { NumbersBand } from "~/components/numbers-band";
import { Section } from "~/components/section";
import { site } from "~/config/site";
import { customResourcesCta, differentiators, methodInNumbers, platformHighlights, quickLinks } from "~/content/home";
import { HomeHero } from "~/features/home-hero/home-hero";

// The home page (pages/index.astro): everything but its islands, the
// testimonial carousel, the partner logos and the support chat. On a phone
// the card grids are rows that scroll sideways (phoneRow), so the page is a
// few screens shorter than a stack of every card.

/** The hero, the quick links, what makes us different (with its figures) and the platform highlights. */
export function HomeOverview() {
  return (
    <>
      <HomeHero />
      <Section id="quick-links" title="Start where you are" tone="muted">
        <CardGrid items={quickLinks} columns={3} cardStyle="default" phoneRow="Quick links" />
      </Section>
      <Section id="different" title={`What Makes ${site.name} Different?`} intro="Most incubators give you a desk and a demo day. We give you a team, a method and a network.">
        <CardGrid items={differentiators} columns={3} cardStyle="feature" phoneRow="Three differences, card by card" />
      </Section>
      <NumbersBand
        id="method-in-numbers"
        title={methodInNumbers.title}
        intro={methodInNumbers.intro}
        stats={methodInNumbers.stats}
        source={
          <Link to={methodInNumbers.source.to} className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4 hover:text-saffron-400">
            {methodInNumbers.source.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        }
      />
      <Section id="platform-highlights" title="Platform Highlights" tone="muted">
        <CardGrid items={platformHighlights} columns={3} cardStyle="default" phoneRow="Platform highlights" />
      </Section>
    </>
  );
}

/** The call to action between the testimonials and the partner logos. */
export function HomeCallToAction() {
  return <CallToAction {...customResourcesCta} />;
}
