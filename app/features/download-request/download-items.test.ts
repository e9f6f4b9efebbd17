import { describe, expect, it } from "vitest";
import { CONTENT_ID } from "../../../contract/leads/content-id.ts";
import { librarySections, mediaDownloadItem, theOverviewVideo, toolDownloadItem } from "./download-items";
import { mediaGroupsAsWritten, toolGroupsAsWritten, whitepapersAsWritten } from "./downloads.test-support";

const toolGroups = toolGroupsAsWritten();
const mediaGroups = mediaGroupsAsWritten();

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

  it("gives every whitepaper an id the download endpoint takes, and none that a tool or media file has", () => {
    const ids = whitepapersAsWritten().map((paper) => paper.id);
    expect(ids.filter((id) => !CONTENT_ID.test(id))).toEqual([]);
    const files = new Set([...toolGroups, ...mediaGroups].flatMap((g) => g.items.map((item) => item.id)));
    expect(ids.filter((id) => files.has(id))).toEqual([]);
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

describe("librarySections", () => {
  const groups = [
    { id: "second", library: "tools", title: "Second", description: "d", order: 2 },
    { id: "first", library: "tools", title: "First", description: "d", order: 1 },
    { id: "clips", library: "media", title: "Clips", description: "d", order: 1 },
  ] as const;

  it("orders a library's sections and each section's files by their order, leaving the other library's sections out", () => {
    const files = [
      { group: "second", order: 1, file: { id: "c" } },
      { group: "first", order: 2, file: { id: "b" } },
      { group: "first", order: 1, file: { id: "a" } },
    ];
    expect(librarySections("tools", groups, files).map((s) => [s.id, s.items.map((i) => i.id)])).toEqual([
      ["first", ["a", "b"]],
      ["second", ["c"]],
    ]);
  });

  it("stops the build on a file in the other library's section, and on a section without files, naming the file", () => {
    expect(() => librarySections("tools", groups, [{ group: "clips", order: 1, file: { id: "a" } }])).toThrow('app/content/tools/a: group "clips" is not a section of the tools library');
    expect(() => librarySections("tools", groups, [{ group: "first", order: 1, file: { id: "a" } }])).toThrow("app/content/download-groups/second.yaml: no file of the tools library is in this section");
  });
});

describe("theOverviewVideo", () => {
  const video = { description: "d", youtubeId: "abcdefghijk", transcript: ["Hello."] };

  it("is the one media file with a video, titled and timed as that file", () => {
    const files = [{ file: { id: "a", title: "A", duration: "1:00" } }, { file: { id: "b", title: "B", duration: "2:05" }, video }];
    expect(theOverviewVideo(files)).toEqual({ title: "B", duration: "2:05", ...video });
  });

  it("stops the build when no file or two files carry a video", () => {
    expect(() => theOverviewVideo([{ file: { id: "a", title: "A" } }])).toThrow("exactly one file of app/content/media/ must carry the overview video");
    const two = [{ file: { id: "a", title: "A", duration: "1:00" }, video }, { file: { id: "b", title: "B", duration: "2:05" }, video }];
    expect(() => theOverviewVideo(two)).toThrow("2 do");
  });

  it("is the media library's 'Ankur in Two Minutes' with its transcript", () => {
    const mediaVideo = mediaGroups.flatMap((g) => g.items).find((item) => item.id === "ankur-overview-video");
    expect(mediaVideo?.title).toBe("Ankur in Two Minutes");
  });
});
