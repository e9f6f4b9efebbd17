import { CallToAction } from "~/components/call-to-action";
import { HubCardGrid } from "~/components/hub-card-grid";
import { Section } from "~/components/section";
import { audienceCards, audienceHubCta } from "~/content/audience-hub";

/** The Audience Hub page under its banner (pages/audience-hub/index.astro). */
export default function AudienceHubContent() {
  return (
    <>
      <Section id="audiences" title="Find your path" intro="Five kinds of partners make the Ankur ecosystem work. Choose yours to see what we offer and how to start.">
        <HubCardGrid cards={audienceCards} />
      </Section>
      <CallToAction {...audienceHubCta} />
    </>
  );
}
