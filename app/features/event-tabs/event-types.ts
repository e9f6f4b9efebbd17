/** The words of the events page around its events (app/content/events-page.yaml). */
export type EventsCopy = { upcomingTab: string; recordedTab: string; noUpcoming: string; register: string; addToCalendar: string; recordingBadge: string; watchNow: string };

/** The kinds of event, each with its badge colour and cover look. */
export const eventTypes = ["Webinar", "Workshop", "Conference"] as const;
export type EventType = (typeof eventTypes)[number];

/** A speaker as the card shows them: name, "role, organisation", their photo if any. */
export type Speaker = {
  name: string;
  role: string;
  /** A photo file in app/assets/photos/; without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};

type EventBase = {
  /** The file name in app/content/events/. */
  id: string;
  title: string;
  /** When it starts, ISO 8601 with India's offset: 2026-12-10T16:00:00+05:30. */
  date: string;
  durationMinutes: number;
  type: EventType;
  speakers: readonly Speaker[];
  /**
   * Its cover: a photo file in app/assets/photos/covers/ ("market-stall.jpg";
   * the build makes it as AVIF and WebP at 640, 800 and 1280 px), or its generated
   * art, /covers/events/<id>.svg (app/lib/cover-art).
   */
  image: string;
  description: string;
  tags: readonly string[];
  /** Where it happens: a city venue, or "Online". */
  location: string;
};

/** An event still to come (its day in India is today or later): it can be registered for and added to a calendar. */
export type UpcomingEvent = EventBase & { kind: "upcoming"; /** How many have registered, when the file says. */ attendees?: number };
/** A past event with a recording: watched on demand. */
export type RecordedEvent = EventBase & { kind: "recorded"; views: number; recordingUrl: string };
export type ResourceEvent = UpcomingEvent | RecordedEvent;
