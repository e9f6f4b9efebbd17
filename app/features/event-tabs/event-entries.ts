/**
 * Build time only (page shells and endpoints): the events of
 * app/content/events/*.yaml, each speaker's name and "role, organisation" from
 * app/content/people/, placed as upcoming or recorded by the build's date
 * (./events-by-date.ts). Components receive these as props; they never import
 * this module.
 */
import { getCollection, getEntry } from "astro:content";
import { buildTime } from "~/lib/build-time";
import { contactLink } from "~/lib/contact-link";
import { coverArtPath } from "~/lib/cover-art/cover-paths";
import type { EventsCopy } from "./event-types";
import { type EventRecord, eventsByDate } from "./events-by-date";
import { personPosition } from "~/features/people/person-position";

const people = new Map((await getCollection("people")).map((person) => [person.id, person.data]));

/** Every event of the folder, past and upcoming, as its file describes it. */
export const allEvents: readonly EventRecord[] = (await getCollection("events")).map(({ id, data }) => {
  const { start, speakers, image, registered, recording, ...event } = data;
  return {
    ...event,
    id,
    date: start,
    speakers: speakers.map(({ id: personId }) => {
      const person = people.get(personId);
      if (!person) throw new Error(`app/content/events/${id}.yaml: its speaker "${personId}" is not in app/content/people/`);
      return { name: person.name, role: personPosition(person), ...(person.image ? { image: person.image } : {}) };
    }),
    image: image ?? coverArtPath("events", id),
    registered,
    recording: recording && { views: recording.views, url: recording.url ?? contactLink(recording.requestTopic ?? "") },
  };
});

/** Upcoming (soonest first) and recorded (latest first) as of this build. */
export const { upcoming: upcomingEvents, recorded: recordedEvents } = eventsByDate(allEvents, buildTime());

const page = await getEntry("eventsPage", "page");
if (!page) throw new Error("app/content/events-page.yaml is missing");

/** The words of the events page around its events. */
export const eventsCopy: EventsCopy = page.data;
