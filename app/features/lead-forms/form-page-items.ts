import { mediaGroups } from "~/content/resources-media";
import { upcomingEvents } from "~/content/resources-events";
import { toolGroups } from "~/content/resources-tools";
import { type DownloadRequestItem, mediaRequestItem, toolRequestItem } from "~/features/download-request/download-items";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import { formatEventDateTime } from "~/lib/display-format";
import { type DownloadLibrary, downloadRequestPath, eventRegistrationPath } from "./form-page-paths";

const EVENTS_PATH = "/resources/events";

/** The register page of each upcoming event (pages/resources/events/[event]/register.astro). */
export function registrationPages() {
  return upcomingEvents.map((event) => ({
    params: { event: event.id },
    props: {
      event: { id: event.id, title: event.title, date: event.date, location: event.location },
      when: formatEventDateTime(event.date),
      listPath: EVENTS_PATH,
      trail: [...breadcrumbTrail(EVENTS_PATH), { name: `Register: ${event.title}`, path: eventRegistrationPath(event.id) }],
    },
  }));
}

const LIBRARY_PATHS = { tools: "/resources/tools", media: "/resources/media" } as const;

function libraryItems(library: DownloadLibrary): DownloadRequestItem[] {
  return library === "tools" ? toolGroups.flatMap((group) => group.items.map(toolRequestItem)) : mediaGroups.flatMap((group) => group.items.map(mediaRequestItem));
}

/** The request page of each file of a library (pages/resources/<library>/[item]/request.astro). */
export function downloadRequestPages(library: DownloadLibrary) {
  const listPath = LIBRARY_PATHS[library];
  return libraryItems(library).map((item) => ({
    params: { item: item.id },
    props: {
      item: { id: item.id, title: item.title, format: item.format },
      listPath,
      trail: [...breadcrumbTrail(listPath), { name: item.title, path: downloadRequestPath(library, item.id) }],
    },
  }));
}
