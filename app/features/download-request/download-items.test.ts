import { describe, expect, it } from "vitest";
import { CONTENT_ID } from "../../../contract/leads/content-id.ts";
import { mediaGroups } from "~/content/resources-media";
import { toolGroups } from "~/content/resources-tools";
import { mediaDownloadItem, toolDownloadItem } from "./download-items";

describe("download items", () => {
  it("shows a tool's format, size and downloads", () => {
    const item = toolDownloadItem({
      id: "t",
      title: "Model",
      description: "d",
      format: "XLSX",
      downloads: 12480,
      fileSize: "420 KB",
      thumbnail: { icon: "wallet", colour: "brand" },
    });
    expect(item.format).toBe("XLSX");
    expect(item.facts).toEqual(["420 KB", "12,480 downloads"]);
    expect(item.actionLabel).toBe("Download");
  });

  it("shows a video's duration and views, and offers the video", () => {
    const item = mediaDownloadItem({
      id: "v",
      title: "Video",
      description: "d",
      format: "Explainer",
      duration: "3:15",
      views: 4190,
      thumbnail: { icon: "play", colour: "rose" },
    });
    expect(item.facts).toEqual(["3:15 min", "4,190 views"]);
    expect(item.actionLabel).toBe("Get Video");
  });

  it("groups tools as business plans, financial models and pitch decks in DOCX, XLSX and PPTX", () => {
    expect(toolGroups.map((g) => g.title)).toEqual(["Business Plans", "Financial Models", "Pitch Decks"]);
    expect(new Set(toolGroups.flatMap((g) => g.items.map((t) => t.format)))).toEqual(new Set(["DOCX", "XLSX", "PPTX"]));
  });

  it("gives every file an id of its own that the download endpoint takes", () => {
    const ids = [...toolGroups.flatMap((g) => g.items), ...mediaGroups.flatMap((g) => g.items)].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(CONTENT_ID);
  });

  it("groups media as visual guides, brand assets and video snippets", () => {
    expect(mediaGroups.map((g) => g.title)).toEqual(["Visual Guides", "Brand Assets", "Video Snippets"]);
    for (const video of mediaGroups[2]?.items ?? []) expect(video.duration).toBeDefined();
  });
});
