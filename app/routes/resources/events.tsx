import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { upcomingEvents } from "~/content/resources-events";
import { eventJsonLd } from "~/features/event-tabs/event-json-ld";
import { EventTabs } from "~/features/event-tabs/event-tabs";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/events";

export const meta = () => pageMeta(PATH, upcomingEvents.map((event) => eventJsonLd(event, PATH)));

export default function EventsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <EventTabs upcoming={upcomingEvents} />
      </Section>
    </>
  );
}
