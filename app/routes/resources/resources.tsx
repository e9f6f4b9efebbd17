import { CallToAction } from "~/components/call-to-action";
import { HubCardGrid } from "~/components/hub-card-grid";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { resourceCards, resourcesCta } from "~/content/resources-hub";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources";

export const meta = () => pageMeta(PATH);

export default function ResourcesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="resource-library" title="Explore the library" intro="Everything our troupes use with founders, open to the ecosystem.">
        <HubCardGrid cards={resourceCards} />
      </Section>
      <CallToAction {...resourcesCta} />
    </>
  );
}
