import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { eventsAsOf } from "~/features/event-tabs/events.test-support";
import EventTabsWithRegisterLinks from "./event-tabs-with-register-links";

const copy = { upcomingTab: "Upcoming Events", recordedTab: "On-Demand Recordings", noUpcoming: "Nothing scheduled.", register: "Register", addToCalendar: "Add to calendar" };

describe("the events page's tabs", () => {
  it("list each upcoming event with its Register and calendar link", () => {
    const { upcoming } = eventsAsOf(new Date(0));
    const html = renderToStaticMarkup(<EventTabsWithRegisterLinks upcoming={upcoming} copy={copy} />);
    for (const event of upcoming) expect(html).toContain(`id="event-${event.id}"`);
    expect(html).toContain("Add to calendar");
    expect(html).not.toContain("Nothing scheduled.");
  });

  it("say so when every event has taken place, instead of an empty tab", () => {
    const html = renderToStaticMarkup(<EventTabsWithRegisterLinks upcoming={[]} copy={copy} />);
    expect(html).toContain("Nothing scheduled.");
    expect(html).not.toContain("<ul");
  });
});
