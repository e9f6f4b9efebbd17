import { calendarFilePath } from "../../../contract/calendar-paths.ts";
import { Avatar } from "~/components/avatar";
import { Badge } from "~/components/badge";
import { CoverArt } from "~/components/cover-art";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { formatDuration, formatEventDateTime, formatIndianNumber } from "~/lib/display-format";
import { EventCardFrame } from "./event-card-frame";
import type { EventsCopy, RecordedEvent, ResourceEvent, UpcomingEvent } from "./event-types";

// The events page's cards, placed in the tabs by
// lead-forms/event-tabs-with-register-links.tsx: the upcoming events' covers
// and details (their Register links are the island's) and the on-demand
// recordings, whole (static: the page gives them to the island as a slot).

/** The upcoming events' first row is on screen when the page opens (the tab shown first): its covers load at once. */
const EAGER_COVERS = 3;

export function UpcomingEventCover({ event, index }: { event: UpcomingEvent; index: number }) {
  return <EventCover event={event} eager={index < EAGER_COVERS} />;
}

export function UpcomingEventDetails({ event, copy }: { event: UpcomingEvent; copy: Pick<EventsCopy, "addToCalendar"> }) {
  return <EventDetails event={event} copy={copy} />;
}

/** The On-Demand Recordings tab's cards. */
export function RecordedEventList({ events, copy }: { events: readonly RecordedEvent[]; copy: Pick<EventsCopy, "recordingBadge" | "watchNow"> }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <EventCardFrame
          key={event.id}
          eventId={event.id}
          index={index}
          cover={<EventCover event={event} />}
          details={<EventDetails event={event} copy={copy} />}
          footer={
            <>
              <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                <Icon name="eye" className="size-4" />
                {formatIndianNumber(event.views)} views
              </span>
              <Link to={event.recordingUrl} className="btn btn-primary">
                <Icon name="play" className="size-4" />
                {copy.watchNow}
                <span className="sr-only">: {event.title}</span>
              </Link>
            </>
          }
        />
      ))}
    </ul>
  );
}

function EventCover({ event, eager = false }: { event: ResourceEvent; eager?: boolean }) {
  return <CoverArt image={event.image} eager={eager} className="h-36" />;
}

/** Type, title, when, how long, where, what, who, topics; and a calendar file for an upcoming event. */
function EventDetails({ event, copy }: { event: ResourceEvent; copy: Partial<Pick<EventsCopy, "addToCalendar" | "recordingBadge">> }) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Badge tone={event.type === "Webinar" ? "blue" : event.type === "Workshop" ? "green" : "amber"}>{event.type}</Badge>
        {event.kind === "recorded" && <Badge tone="slate">{copy.recordingBadge}</Badge>}
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
            <Avatar name={speaker.name} image={speaker.image} size={36} />
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
          {copy.addToCalendar}
          <span className="sr-only">: {event.title} (.ics file)</span>
        </a>
      )}
    </>
  );
}
