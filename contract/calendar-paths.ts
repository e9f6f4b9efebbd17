/**
 * Calendar files of upcoming events, written into the build by the endpoint
 * app/pages/calendar/[id].ics.ts: the events page links them, the
 * registration e-mail too.
 */
export const CALENDAR_DIRECTORY = "calendar";

/** /calendar/term-sheets-decoded-2026.ics */
export function calendarFilePath(eventId: string): string {
  return `/${CALENDAR_DIRECTORY}/${eventId}.ics`;
}

/** Where an event's card is on the events page: /resources/events#event-term-sheets-decoded-2026 */
export function eventCardPath(eventId: string): string {
  return `/resources/events#event-${eventId}`;
}
