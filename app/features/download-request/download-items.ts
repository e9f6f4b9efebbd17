import type { Cover } from "~/content/audience-types";
import type { MediaAsset, Tool } from "~/content/resources-types";
import { formatIndianNumber } from "~/lib/display-format";

/** One downloadable file as the library shows it. */
export type DownloadItem = {
  id: string;
  title: string;
  description: string;
  thumbnail: Cover;
  /** The format badge ("XLSX", "PDF · 2.8 MB"). */
  format: string;
  /** Short facts under the description. */
  facts: readonly string[];
  actionLabel: string;
};

export function toolDownloadItem(tool: Tool): DownloadItem {
  return {
    id: tool.id,
    title: tool.title,
    description: tool.description,
    thumbnail: tool.thumbnail,
    format: tool.format,
    facts: [tool.fileSize, `${formatIndianNumber(tool.downloads)} downloads`],
    actionLabel: "Download",
  };
}

export function mediaDownloadItem(asset: MediaAsset): DownloadItem {
  return {
    id: asset.id,
    title: asset.title,
    description: asset.description,
    thumbnail: asset.thumbnail,
    format: asset.format,
    facts: [...(asset.duration ? [`${asset.duration} min`] : []), `${formatIndianNumber(asset.views)} views`],
    actionLabel: asset.duration ? "Get Video" : "Download",
  };
}
