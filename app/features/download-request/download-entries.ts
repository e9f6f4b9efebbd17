/**
 * The tools and media libraries as the pages need them, read from their
 * collections at build time: each section (app/content/download-groups/) with
 * its files (app/content/tools/, app/content/media/) in order, and the overview
 * video (the media file that carries `video`). Pages only: islands and
 * components get what they show as props.
 */
import { getCollection } from "astro:content";
import type { OverviewVideo } from "~/features/overview-video/overview-video";
import { whitepapers } from "~/features/whitepaper-search/whitepaper-entries";
import { librarySections, theOverviewVideo } from "./download-items";
import type { DownloadGroup, MediaAsset, Tool } from "./download-types";

const groups = (await getCollection("downloadGroups")).map(({ id, data }) => ({ id, ...data }));

export const toolGroups: readonly DownloadGroup<Tool>[] = librarySections(
  "tools",
  groups,
  (await getCollection("tools")).map(({ id, data: { group, order, ...tool } }) => ({ group, order, file: { id, ...tool } })),
);

const mediaFiles = (await getCollection("media")).map(({ id, data: { group, order, video, ...asset } }) => ({ group, order, video, file: { id, ...asset } }));

export const mediaGroups: readonly DownloadGroup<MediaAsset>[] = librarySections("media", groups, mediaFiles);

/** The overview video at the top of /resources/media. */
export const overviewVideo: OverviewVideo = theOverviewVideo(mediaFiles);

/** Every file a download request may name (its resourceId): the tools, the media files and the whitepapers. */
export const requestableFiles: readonly { id: string; title: string }[] = [...toolGroups, ...mediaGroups]
  .flatMap((group): readonly { id: string; title: string }[] => group.items)
  .concat(whitepapers)
  .map(({ id, title }) => ({ id, title }));
