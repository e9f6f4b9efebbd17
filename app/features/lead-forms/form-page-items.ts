import { type DownloadRequestItem, mediaRequestItem, toolRequestItem } from "~/features/download-request/download-items";
import type { DownloadGroupSummary, MediaAssetSummary, ToolSummary } from "~/features/download-request/download-types";
import type { UpcomingEvent } from "~/features/event-tabs/event-types";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import { formatEventDateTime } from "~/lib/display-format";
import { type DownloadLibrary, downloadRequestPath, eventRegistrationPath } from "./form-page-paths";

const EVENTS_PATH = "/resources/events";

/** The register page of each upcoming event (pages/resources/events/[event]/register.astro; features/event-tabs/event-entries.ts reads them). */
export function registrationPages(upcomingEvents: readonly UpcomingEvent[]) {
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

/** A library's sections, as features/download-request/download-entries.ts reads them. */
type LibrarySections = { library: "tools"; groups: readonly DownloadGroupSummary<ToolSummary>[] } | { library: "media"; groups: readonly DownloadGroupSummary<MediaAssetSummary>[] };

function libraryItems(sections: LibrarySections): DownloadRequestItem[] {
  return sections.library === "tools" ? sections.groups.flatMap((group) => group.items.map(toolRequestItem)) : sections.groups.flatMap((group) => group.items.map(mediaRequestItem));
}

/** The request page of each file of a library (pages/resources/<library>/[item]/request.astro). */
export function downloadRequestPages(sections: LibrarySections) {
  const library: DownloadLibrary = sections.library;
  const listPath = LIBRARY_PATHS[library];
  return libraryItems(sections).map((item) => ({
    params: { item: item.id },
    props: {
      item: { id: item.id, title: item.title, format: item.format },
      listPath,
      trail: [...breadcrumbTrail(listPath), { name: item.title, path: downloadRequestPath(library, item.id) }],
    },
  }));
}
