import { mediaGroupSummaries } from "~/content/resources-media-summaries";
import { DownloadLibrary } from "./download-library";
import { downloadButtonSections, mediaRequestItem } from "./download-items";

const sections = downloadButtonSections(mediaGroupSummaries, mediaRequestItem);

/** The media kit page's library, whose code loads on first use (routes/resources/media.tsx). */
export function MediaLibrary() {
  return <DownloadLibrary library="media" sections={sections} />;
}
