import type { Cover } from "~/components/cover-art";
import type { OverviewVideo } from "~/features/overview-video/overview-video";
import type { DownloadGroup, DownloadGroupSummary, MediaAsset, MediaAssetSummary, Tool, ToolSummary } from "./download-types";
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

/** A library's section as its file in app/content/download-groups/ describes it. */
export type LibraryGroup = { id: string; library: "tools" | "media"; title: string; description: string; order: number };

/** A file of a library with the section it is listed in and its place there. */
export type PlacedFile<Item> = { group: string; order: number; file: Item };

/**
 * A library's sections in order, each with its files in order. A file whose
 * section belongs to the other library, and a section without files, stop the
 * build: either would be a page with something missing.
 */
export function librarySections<Item extends { id: string }>(library: LibraryGroup["library"], groups: readonly LibraryGroup[], files: readonly PlacedFile<Item>[]): DownloadGroup<Item>[] {
  const ownGroups = groups.filter((group) => group.library === library);
  for (const { group, file } of files) {
    if (!ownGroups.some((own) => own.id === group)) throw new Error(`app/content/${library}/${file.id}: group "${group}" is not a section of the ${library} library (app/content/download-groups/${group}.yaml)`);
  }
  return ownGroups
    .toSorted((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ id, title, description }) => {
      const items = files
        .filter((placed) => placed.group === id)
        .toSorted((a, b) => a.order - b.order || a.file.id.localeCompare(b.file.id))
        .map((placed) => placed.file);
      if (items.length === 0) throw new Error(`app/content/download-groups/${id}.yaml: no file of the ${library} library is in this section`);
      return { id, title, description, items };
    });
}

/** The overview video: the one media file that carries `video` (its title and duration are the file's). */
export function theOverviewVideo(files: readonly { video?: { description: string; youtubeId: string; transcript: readonly string[] } | undefined; file: Pick<MediaAsset, "id" | "title" | "duration"> }[]): OverviewVideo {
  const videos = files.filter((placed) => placed.video);
  const [only] = videos;
  if (videos.length !== 1 || !only?.video || !only.file.duration) {
    throw new Error(`exactly one file of app/content/media/ must carry the overview video (video: description, youtubeId, transcript); ${videos.length} do`);
  }
  return { title: only.file.title, duration: only.file.duration, ...only.video };
}

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
