import { CallToAction } from "~/components/call-to-action";
import { HubCardGrid } from "~/components/hub-card-grid";
import { Section } from "~/components/section";
import { resourceCards, resourcesCta } from "~/content/resources-hub";

/** The Resources hub under its header: the library's cards and the closing call to action (pages/resources/index.astro). */
export default function ResourcesHubContent() {
  return (
    <>
      <Section id="resource-library" title="Explore the library" intro="Everything our troupes use with founders, open to the ecosystem.">
        <HubCardGrid cards={resourceCards} />
      </Section>
      <CallToAction {...resourcesCta} />
    </>
  );
}
