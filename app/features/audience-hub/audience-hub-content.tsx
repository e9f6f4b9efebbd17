import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { HubCardGrid } from "~/components/hub-card-grid";
import { Section } from "~/components/section";

/** The Audience Hub's copy (app/content/audience-hub-page.yaml): the five audiences and the closing call to action. */
export type AudienceHubPageCopy = {
  audiences: { title: string; intro: string; cards: ComponentProps<typeof HubCardGrid>["cards"] };
  cta: ComponentProps<typeof CallToAction>;
};

/** The Audience Hub page under its banner (pages/audience-hub/index.astro). */
export default function AudienceHubContent({ audiences, cta }: AudienceHubPageCopy) {
  return (
    <>
      <Section id="audiences" title={audiences.title} intro={audiences.intro}>
        <HubCardGrid cards={audiences.cards} />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
