import { type ReactNode, useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { EventCardFrame } from "~/features/event-tabs/event-card-frame";
import type { EventsCopy, UpcomingEvent } from "~/features/event-tabs/event-types";
import { UpcomingEventCover, UpcomingEventDetails } from "~/features/event-tabs/events-content";
import { tabIndexForKey } from "~/features/event-tabs/tab-keys";
import { formatIndianNumber } from "~/lib/display-format";
import LeadFormDialog from "./lead-form-dialog";

const TAB_KEYS = ["upcoming", "recorded"] as const;

// Without JavaScript the tabs cannot switch, so every panel is shown and the tab list hidden.
// In the base layer, where the site's own [hidden] rule lives, so that it can win over it.
const NO_SCRIPT_STYLE =
  "<style>@layer base{[data-event-tabs] [role=tablist]{display:none}[data-event-tabs] [role=tabpanel][hidden]{display:block!important}}</style>";

/**
 * The events page's tabs (pages/resources/events.astro): each upcoming
 * event's Register is a link to the event's register page, which opens the
 * registration form in a dialog once this island runs. The recordings are
 * static: the page gives them as the "recorded" slot, already rendered.
 */
type EventTabsProps = {
  upcoming: readonly UpcomingEvent[];
  recorded?: ReactNode;
  /** The words the island shows (app/content/events-page.yaml). */
  copy: Pick<EventsCopy, "upcomingTab" | "recordedTab" | "noUpcoming" | "register" | "addToCalendar">;
};

export default function EventTabsWithRegisterLinks({ upcoming, recorded, copy }: EventTabsProps) {
  const tabs = TAB_KEYS.map((key) => ({ key, label: key === "upcoming" ? copy.upcomingTab : copy.recordedTab }));
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  const select = (i: number) => {
    setActive(i);
    tabRefs.current[i]?.focus();
  };

  return (
    <div data-event-tabs="" className="flex flex-col gap-8">
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
      <div role="tablist" aria-label="Events" className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab, i) => {
          const selected = i === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={selected}
              aria-controls={panelId(i)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={(e) => {
                const next = tabIndexForKey(e.key, active, tabs.length);
                if (next === null) return;
                e.preventDefault();
                select(next);
              }}
              className={`-mb-px border-b-2 px-4 py-3 font-semibold transition-colors ${selected ? "border-brand-700 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        // The panel is focusable so keyboard users can move from the tab into it.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div key={tab.key} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== active} tabIndex={0} className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <h2 className="sr-only">{tab.label}</h2>
          {tab.key === "upcoming" && upcoming.length === 0 ? (
            // Every event has taken place (the build's date decides): say so rather than show an empty tab.
            <p className="text-slate-600">{copy.noUpcoming}</p>
          ) : tab.key === "upcoming" ? (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event, index) => (
                <UpcomingEventCard key={event.id} event={event} index={index} copy={copy} />
              ))}
            </ul>
          ) : (
            recorded
          )}
        </div>
      ))}
    </div>
  );
}

function UpcomingEventCard({ event, index, copy }: { event: UpcomingEvent; index: number; copy: Pick<EventsCopy, "register" | "addToCalendar"> }) {
  return (
    <EventCardFrame
      eventId={event.id}
      index={index}
      cover={<UpcomingEventCover event={event} index={index} />}
      details={<UpcomingEventDetails event={event} copy={copy} />}
      footer={
        <>
          {event.attendees === undefined ? (
            <span />
          ) : (
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Icon name="users" className="size-4" />
              {formatIndianNumber(event.attendees)} registered
            </span>
          )}
          <LeadFormDialog
            form={{ kind: "event-registration", event: { id: event.id, title: event.title, date: event.date, location: event.location } }}
            label={copy.register}
            hiddenLabel={`: ${event.title}`}
          />
        </>
      }
    />
  );
}
