import { mediaGroups } from "~/content/resources-media";
import { upcomingEvents } from "~/content/resources-events";
import { toolGroups } from "~/content/resources-tools";
import { whitepapers } from "~/content/resources-whitepapers";
import type { RequestedFile } from "./download-request-form";
import type { RegistrationEvent } from "./event-registration-form";

/** The upcoming event a registration names (its eventId), for the form shown again after a refused plain post. */
export function registrationEventById(id: string): RegistrationEvent | undefined {
  const event = upcomingEvents.find((candidate) => candidate.id === id);
  return event && { id: event.id, title: event.title, date: event.date, location: event.location };
}

/** The tool, media file or whitepaper a download request names (its resourceId). */
export function requestedFileById(id: string): RequestedFile | undefined {
  const files: readonly { id: string; title: string }[] = [...toolGroups.flatMap((group) => group.items), ...mediaGroups.flatMap((group) => group.items), ...whitepapers];
  const file = files.find((candidate) => candidate.id === id);
  return file && { id: file.id, title: file.title };
}
