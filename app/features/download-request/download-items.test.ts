import { describe, expect, it } from "vitest";
import { CONTENT_ID } from "../../../contract/leads/content-id.ts";
import { mediaGroups } from "~/content/resources-media";
import { toolGroups } from "~/content/resources-tools";
import { mediaDownloadItem, toolDownloadItem } from "./download-items";

describe("download items", () => {
  it("shows a tool's format, size and downloads, grouped the Indian way", () => {
    const item = toolDownloadItem({
      id: "t",
      title: "Model",
      description: "d",
      format: "XLSX",
      downloads: 1_234_567,
      fileSize: "420 KB",
      thumbnail: { icon: "wallet", colour: "brand" },
    });
    expect(item).toMatchObject({ id: "t", title: "Model", format: "XLSX", actionLabel: "Download" });
    expect(item.facts).toEqual(["420 KB", "12,34,567 downloads"]);
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

  it("shows a file without a duration with its views only, as a download", () => {
    const item = mediaDownloadItem({
      id: "g",
      title: "Guide",
      description: "d",
      format: "PDF · 2.8 MB",
      views: 9640,
      thumbnail: { icon: "file-text", colour: "brand" },
    });
    expect(item.facts).toEqual(["9,640 views"]);
    expect(item.actionLabel).toBe("Download");
  });

  it("groups tools as business plans in DOCX, financial models in XLSX and pitch decks in PPTX (spec 2 §2/§3)", () => {
    expect(toolGroups.map((g) => [g.title, g.items.map((t) => t.format)])).toEqual([
      ["Business Plans", ["DOCX", "DOCX", "DOCX"]],
      ["Financial Models", ["XLSX", "XLSX", "XLSX"]],
      ["Pitch Decks", ["PPTX", "PPTX", "PPTX"]],
    ]);
  });

  it("gives every file an id of its own that the download endpoint takes", () => {
    const ids = [...toolGroups.flatMap((g) => g.items), ...mediaGroups.flatMap((g) => g.items)].map((item) => item.id);
    expect(ids).toEqual([
      "seed-stage-business-plan",
      "grant-application-plan",
      "one-page-lean-canvas",
      "three-year-saas-model",
      "d2c-unit-economics",
      "cap-table-esop",
      "seed-pitch-deck",
      "demo-day-deck",
      "corporate-pilot-proposal",
      "troup-model-infographic",
      "funding-journey-map",
      "ecosystem-at-a-glance",
      "logo-pack",
      "brand-guidelines",
      "portfolio-badge",
      "ankur-overview-video",
      "founder-day-in-the-life",
      "gate-review-explained",
    ]);
    expect(new Set(ids).size).toBe(18);
    expect(ids.filter((id) => !CONTENT_ID.test(id))).toEqual([]);
  });

  it("groups media as visual guides, brand assets and video snippets; only the videos have a duration", () => {
    expect(mediaGroups.map((g) => [g.title, g.items.map((m) => m.duration ?? null)])).toEqual([
      ["Visual Guides", [null, null, null]],
      ["Brand Assets", [null, null, null]],
      ["Video Snippets", ["2:05", "4:40", "3:15"]],
    ]);
    expect(mediaGroups.map((g) => g.items.map((m) => mediaDownloadItem(m).actionLabel))).toEqual([
      ["Download", "Download", "Download"],
      ["Download", "Download", "Download"],
      ["Get Video", "Get Video", "Get Video"],
    ]);
  });
});
