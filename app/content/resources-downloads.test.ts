import { describe, expect, it } from "vitest";
import { mediaGroups } from "./resources-media";
import { toolGroups } from "./resources-tools";

// A download request names its file by id alone, among the tools and the media.
const groups: readonly { id: string; description: string; items: readonly { id: string; description: string }[] }[] = [...toolGroups, ...mediaGroups];
const files = groups.flatMap((group) => group.items);

describe("tools and media", () => {
  it("give every group and file an id no other has", () => {
    const ids = [...groups.map((group) => group.id), ...files.map((file) => file.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describe every group and file", () => {
    for (const { description } of [...groups, ...files]) expect(description.trim()).not.toBe("");
  });
});
