/**
 * Events: one YAML file per event, app/content/events/<id>.yaml, upcoming and
 * past alike. The build's date decides which is which (an event is upcoming
 * through its day in India): an upcoming one is listed with Register and Add
 * to calendar, a past one with a `recording` under On-Demand Recordings, a
 * past one without a recording is no longer shown.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { eventTypes } from "~/features/event-tabs/event-types";
import { coverPhotoFile, istDateTime } from "./fields";
import { personReference } from "./people";

const text = z.string().trim().min(1);

const event = z.strictObject({
    title: text,
    /** When it starts, Indian time: "2026-12-10T16:00". */
    start: istDateTime,
    durationMinutes: z.number().int().positive(),
    type: z.enum(eventTypes, { error: (issue) => `"${String(issue.input)}" is not a type of event: one of ${eventTypes.join(", ")}` }),
    /** A city venue ("Ankur Head Office, Pune"), or "Online". */
    location: text,
    /** People's ids, the file names in app/content/people/ ("rohit-bansal"); each is shown with their role and organisation. */
    speakers: z.array(personReference).min(1, "must name at least one speaker"),
    description: text,
    tags: z.array(text).min(1),
    /** A cover photo in app/assets/photos/covers/; without one the event gets its generated cover art (/covers/events/<id>.svg). */
    image: coverPhotoFile.optional(),
    /** How many have registered, shown on an upcoming event's card. */
    registered: z.number().int().min(0).optional(),
    /**
     * Its recording, once it has taken place: how many have watched it, and
     * where to watch it (an https:// address), or, where recordings are sent
     * on request, the topic the contact form opens with.
     */
    recording: z
      .strictObject({ views: z.number().int().min(0), url: z.url({ protocol: /^https$/, error: "must be an https:// address" }).optional(), requestTopic: text.optional() })
      .refine((recording) => (recording.url === undefined) !== (recording.requestTopic === undefined), { error: "needs either url or requestTopic (one of them)" })
      .optional(),
});

/** The words of the events page around its events (app/content/events-page.yaml). */
const eventsPage = z.strictObject({
  upcomingTab: text,
  recordedTab: text,
  /** Shown in the Upcoming tab when every event has taken place. */
  noUpcoming: text,
  register: text,
  addToCalendar: text,
  recordingBadge: text,
  watchNow: text,
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });

export const eventsCollections = {
  events: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/events" }), schema: event }),
  eventsPage: defineCollection({ loader: file("./app/content/events-page.yaml", { parser: singlePage }), schema: eventsPage }),
};
