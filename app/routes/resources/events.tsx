import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/events";

/** The tabs, the cards and the register form: code loaded on first use; a press on a tab or a Register button before it arrives is carried over. */
const EventsLibrary = interactiveFormOnFirstUse(() => import("~/features/event-tabs/events-library"), "EventsLibrary");

/** Its Event blocks come with its <head> (lib/page-heads.ts). */
export const meta = () => pageMeta(PATH);

export default function EventsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <EventsLibrary />
      </Section>
    </>
  );
}
