import { type CardItem, CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { NumbersBand } from "~/components/numbers-band";
import { Section } from "~/components/section";
import type { Stat } from "~/components/stat-grid";
import { type HomeHeroCopy, HomeHero } from "~/features/home-hero/home-hero";

// The home page (pages/index.astro): everything but its islands, the
// testimonial carousel, the partner logos and the support chat. On a phone
// the card grids are rows that scroll sideways (phoneRow), so the page is a
// few screens shorter than a stack of every card.

/** A section of cards; phoneRowLabel names the sideways-scrolling row a phone shows. */
type CardSection = { title: string; intro?: string; phoneRowLabel: string; cards: readonly CardItem[] };

/** The home page's copy (app/content/home-page.yaml). */
export type HomePageCopy = {
  hero: HomeHeroCopy;
  quickLinks: CardSection;
  differentiators: CardSection;
  methodInNumbers: { title: string; intro: string; stats: readonly Stat[]; source: { label: string; to: string } };
  platformHighlights: CardSection;
  testimonials: { title: string; carouselLabel: string };
  cta: { title: string; text: string; primary: { label: string; to: string }; secondary?: { label: string; to: string } };
  trustedBy: { title: string };
};

/** The hero, the quick links, what makes us different (with its figures) and the platform highlights. */
export function HomeOverview({ copy }: { copy: Pick<HomePageCopy, "hero" | "quickLinks" | "differentiators" | "methodInNumbers" | "platformHighlights"> }) {
  const { quickLinks, differentiators, methodInNumbers, platformHighlights } = copy;
  return (
    <>
      <HomeHero hero={copy.hero} />
      <Section id="quick-links" title={quickLinks.title} intro={quickLinks.intro} tone="muted">
        <CardGrid items={quickLinks.cards} columns={3} cardStyle="default" phoneRow={quickLinks.phoneRowLabel} />
      </Section>
      <Section id="different" title={differentiators.title} intro={differentiators.intro}>
        <CardGrid items={differentiators.cards} columns={3} cardStyle="feature" phoneRow={differentiators.phoneRowLabel} />
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
      <Section id="platform-highlights" title={platformHighlights.title} intro={platformHighlights.intro} tone="muted">
        <CardGrid items={platformHighlights.cards} columns={3} cardStyle="default" phoneRow={platformHighlights.phoneRowLabel} />
      </Section>
    </>
  );
}
