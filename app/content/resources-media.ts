// The media page's groups and files in full: each with its description.
import { withDescriptions } from "./download-descriptions";
import { mediaDescriptions } from "./resources-media-descriptions";
import { mediaGroupSummaries } from "./resources-media-summaries";
import type { DownloadGroup, MediaAsset } from "./resources-types";

/** Media grouped as visual guides, brand assets and video snippets (spec 2 §2). */
export const mediaGroups: readonly DownloadGroup<MediaAsset>[] = withDescriptions(mediaGroupSummaries, mediaDescriptions);
