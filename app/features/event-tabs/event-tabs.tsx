import { useId, useRef, useState } from "react";
import { calendarFilePath } from "../../../contract/calendar-paths.ts";
import { Avatar } from "~/components/avatar";
import { Badge } from "~/components/badge";
import { CoverArt } from "~/components/cover-art";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import type { RecordedEvent, ResourceEvent, UpcomingEvent } from "~/content/resources-types";
import { formatDuration, formatEventDateTime, formatIndianNumber } from "~/lib/display-format";
import { EventRegistrationModal } from "./event-registration-modal";
import { tabIndexForKey } from "./tab-keys";

type EventTabsProps = { upcoming: readonly UpcomingEvent[]; recorded: readonly RecordedEvent[] };

const TABS = [
  { key: "upcoming", label: "Upcoming Events" },
  { key: "recorded", label: "On-Demand Recordings" },
] as const;

// Without JavaScript the tabs cannot switch, so every panel is shown and the tab list hidden.
// In the base layer, where the site's own [hidden] rule lives, so that it can win over it.
const NO_SCRIPT_STYLE =
  "<style>@layer base{[data-event-tabs] [role=tablist]{display:none}[data-event-tabs] [role=tabpanel][hidden]{display:block!important}}</style>";

/**
 * Upcoming events and on-demand recordings as two tabs (WAI-ARIA tabs:
 * arrow keys, Home and End move between them), with the register modal.
 */
export function EventTabs({ upcoming, recorded }: EventTabsProps) {
  const [active, setActive] = useState(0);
  const [registering, setRegistering] = useState<UpcomingEvent | null>(null);
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
      <div
        role="tablist"
        aria-label="Events"
        className="flex gap-2 border-b border-slate-200"
      >
        {TABS.map((tab, i) => {
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
                const next = tabIndexForKey(e.key, active, TABS.length);
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
      {TABS.map((tab, i) => (
        // The panel is focusable so keyboard users can move from the tab into it.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div key={tab.key} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== active} tabIndex={0} className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <h2 className="sr-only">{tab.label}</h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {(tab.key === "upcoming" ? upcoming : recorded).map((event, index) => (
              <EventCard key={event.id} event={event} index={index} onRegister={setRegistering} />
            ))}
          </ul>
        </div>
      ))}
      <EventRegistrationModal event={registering} onClose={() => setRegistering(null)} />
    </div>
  );
}

function EventCard({ event, index, onRegister }: { event: ResourceEvent; index: number; onRegister: (event: UpcomingEvent) => void }) {
  return (
    <Reveal as="li" index={index} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CoverArt cover={event.thumbnail} className="h-36" />
      <article className="flex flex-1 flex-col gap-3 p-6" id={`event-${event.id}`}>
        <div className="flex flex-wrap gap-2">
          <Badge tone={event.type === "Webinar" ? "blue" : event.type === "Workshop" ? "green" : "amber"}>{event.type}</Badge>
          {event.kind === "recorded" && <Badge tone="slate">Recording</Badge>}
        </div>
        <h3 className="text-lg font-semibold text-balance">{event.title}</h3>
        <ul className="space-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <Icon name="calendar" className="size-4" />
            <time dateTime={event.date}>{formatEventDateTime(event.date)}</time>
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name="clock" className="size-4" />
            <span className="sr-only">Duration: </span>
            {formatDuration(event.durationMinutes)}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon name={event.location === "Online" ? "video" : "map-pin"} className="size-4" />
            {event.location}
          </li>
        </ul>
        <p className="text-slate-600">{event.description}</p>
        <ul aria-label="Speakers" className="space-y-2">
          {event.speakers.map((speaker) => (
            <li key={speaker.name} className="flex items-center gap-3 text-sm">
              <Avatar name={speaker.name} size={36} />
              <span>
                <span className="block font-medium text-slate-900">{speaker.name}</span>
                <span className="block text-slate-600">{speaker.role}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
          {event.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        {event.kind === "upcoming" && (
          // A file, not a page: a plain download link, which works without JavaScript too.
          <a
            href={calendarFilePath(event.id)}
            download
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            <Icon name="calendar-plus" className="size-4" />
            Add to calendar
            <span className="sr-only">: {event.title} (.ics file)</span>
          </a>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          {event.kind === "upcoming" ? (
            <>
              <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                <Icon name="users" className="size-4" />
                {formatIndianNumber(event.attendees)} registered
              </span>
              <button type="button" className="btn btn-primary" onClick={() => onRegister(event)}>
                Register
                <span className="sr-only">: {event.title}</span>
              </button>
            </>
          ) : (
            <>
              <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                <Icon name="eye" className="size-4" />
                {formatIndianNumber(event.views)} views
              </span>
              <Link to={event.recordingUrl} className="btn btn-primary">
                <Icon name="play" className="size-4" />
                Watch Now
                <span className="sr-only">: {event.title}</span>
              </Link>
            </>
          )}
        </div>
      </article>
    </Reveal>
  );
}
