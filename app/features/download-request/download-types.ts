import type { Cover } from "~/components/cover-art";

/** The file formats of the tools library. */
export const toolFormats = ["DOCX", "XLSX", "PPTX"] as const;
export type ToolFormat = (typeof toolFormats)[number];

/** A template of the tools library (app/content/tools/<id>.yaml). */
export type Tool = {
  id: string;
  title: string;
  description: string;
  format: ToolFormat;
  downloads: number;
  thumbnail: Cover;
  fileSize: string;
};

/** A file of the media library (app/content/media/<id>.yaml). */
export type MediaAsset = {
  id: string;
  title: string;
  description: string;
  /** Format and size ("PDF · 3.2 MB") or category. */
  format: string;
  thumbnail: Cover;
  /** Videos only, as shown ("1:45"). */
  duration?: string;
  views: number;
};

/** A section of a library (app/content/download-groups/<id>.yaml) with its files in order. */
export type DownloadGroup<Item> = { id: string; title: string; description: string; items: readonly Item[] };

/** A group of files without its description: what its download buttons need. */
export type DownloadGroupSummary<Item> = Omit<DownloadGroup<Item>, "description">;

/** A tool without its description: what its download button needs. */
export type ToolSummary = Omit<Tool, "description">;

/** A media file without its description: what its download button needs. */
export type MediaAssetSummary = Omit<MediaAsset, "description">;
