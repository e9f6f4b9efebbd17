import { CallToAction } from "~/components/call-to-action";
import { HubCardGrid } from "~/components/hub-card-grid";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { audienceCards, audienceHubCta } from "~/content/audience-hub";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub";

export const meta = () => pageMeta(PATH);

export default function AudienceHubPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="audiences" title="Find your path" intro="Five kinds of partners make the Ankur ecosystem work. Choose yours to see what we offer and how to start.">
        <HubCardGrid cards={audienceCards} />
      </Section>
      <CallToAction {...audienceHubCta} />
    </>
  );
}
