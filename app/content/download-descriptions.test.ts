import { describe, expect, it } from "vitest";
import { withDescriptions } from "./download-descriptions";
import { mediaDescriptions } from "./resources-media-descriptions";
import { mediaGroupSummaries } from "./resources-media-summaries";
import { toolDescriptions } from "./resources-tools-descriptions";
import { toolGroupSummaries } from "./resources-tools-summaries";

const idsOf = (groups: readonly { id: string; items: readonly { id: string }[] }[]) => groups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)]);

describe("tools and media, kept as summaries and descriptions", () => {
  it("describe each group and file", () => {
    const groups = withDescriptions([{ id: "g", title: "Group", items: [{ id: "f" }] }], { g: "A group.", f: "A file." });
    expect(groups).toEqual([{ id: "g", title: "Group", description: "A group.", items: [{ id: "f", description: "A file." }] }]);
    expect(() => withDescriptions([{ id: "g", title: "Group", items: [{ id: "f" }] }], { g: "A group." })).toThrow('"f" has no description');
  });

  it("have a description for every group and file and none for anything else", () => {
    expect(Object.keys(toolDescriptions).sort()).toEqual(idsOf(toolGroupSummaries).sort());
    expect(Object.keys(mediaDescriptions).sort()).toEqual(idsOf(mediaGroupSummaries).sort());
  });
});
