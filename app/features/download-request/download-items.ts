import type { Cover } from "~/content/audience-types";
import type { DownloadGroup, DownloadGroupSummary, MediaAsset, MediaAssetSummary, Tool, ToolSummary } from "~/content/resources-types";
import { formatIndianNumber } from "~/lib/display-format";

/** What a file's download button and the request for it need. */
export type DownloadRequestItem = {
  id: string;
  title: string;
  /** The format badge ("XLSX", "PDF · 2.8 MB"). */
  format: string;
  actionLabel: string;
};

/** One downloadable file as the library shows it. */
export type DownloadItem = DownloadRequestItem & {
  description: string;
  thumbnail: Cover;
  /** Short facts under the description. */
  facts: readonly string[];
};

/** A group of downloads as the library shows it: a section with its own anchor. */
export type DownloadSection = { id: string; title: string; description: string; items: readonly DownloadItem[] };

/** A section's download buttons: its anchor and its files' requests. */
export type DownloadButtonSection = { id: string; items: readonly DownloadRequestItem[] };

/** The library's sections from a page's groups of files. */
export function downloadSections<Item>(groups: readonly DownloadGroup<Item>[], downloadItem: (item: Item) => DownloadItem): DownloadSection[] {
  return groups.map((group) => ({ ...group, items: group.items.map(downloadItem) }));
}

/** The download buttons of each section, from a page's groups without their descriptions. */
export function downloadButtonSections<Item>(groups: readonly DownloadGroupSummary<Item>[], requestItem: (item: Item) => DownloadRequestItem): DownloadButtonSection[] {
  return groups.map((group) => ({ id: group.id, items: group.items.map(requestItem) }));
}

export function toolRequestItem(tool: ToolSummary): DownloadRequestItem {
  return { id: tool.id, title: tool.title, format: tool.format, actionLabel: "Download" };
}

export function toolDownloadItem(tool: Tool): DownloadItem {
  return {
    ...toolRequestItem(tool),
    description: tool.description,
    thumbnail: tool.thumbnail,
    facts: [tool.fileSize, `${formatIndianNumber(tool.downloads)} downloads`],
  };
}

export function mediaRequestItem(asset: MediaAssetSummary): DownloadRequestItem {
  return { id: asset.id, title: asset.title, format: asset.format, actionLabel: asset.duration ? "Get Video" : "Download" };
}

export function mediaDownloadItem(asset: MediaAsset): DownloadItem {
  return {
    ...mediaRequestItem(asset),
    description: asset.description,
    thumbnail: asset.thumbnail,
    facts: [...(asset.duration ? [`${asset.duration} min`] : []), `${formatIndianNumber(asset.views)} views`],
  };
}
