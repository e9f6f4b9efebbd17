import type { RequestedFile } from "./download-request-form";
import type { RegistrationEvent } from "./event-registration-form";

/** The upcoming event a registration names (its eventId), among `upcomingEvents` (features/event-tabs/event-entries.ts), for the form shown again after a refused plain post. */
export function registrationEventById(id: string, upcomingEvents: readonly RegistrationEvent[]): RegistrationEvent | undefined {
  const event = upcomingEvents.find((candidate) => candidate.id === id);
  return event && { id: event.id, title: event.title, date: event.date, location: event.location };
}

/** The tool, media file or whitepaper a download request names (its resourceId), among `files` (features/download-request/download-entries.ts: requestableFiles). */
export function requestedFileById(id: string, files: readonly RequestedFile[]): RequestedFile | undefined {
  const file = files.find((candidate) => candidate.id === id);
  return file && { id: file.id, title: file.title };
}
