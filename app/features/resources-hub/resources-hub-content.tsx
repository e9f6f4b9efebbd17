import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { HubCardGrid } from "~/components/hub-card-grid";
import { Section } from "~/components/section";

/** The Resources hub's copy (app/content/resources-page.yaml): the library's cards and the closing call to action. */
export type ResourcesPageCopy = {
  library: { title: string; intro: string; cards: ComponentProps<typeof HubCardGrid>["cards"] };
  cta: ComponentProps<typeof CallToAction>;
};

/** The Resources hub under its header: the library's cards and the closing call to action (pages/resources/index.astro). */
export default function ResourcesHubContent({ library, cta }: ResourcesPageCopy) {
  return (
    <>
      <Section id="resource-library" title={library.title} intro={library.intro}>
        <HubCardGrid cards={library.cards} />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
