import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listPhotoFiles } from "./photo-files";

let folder = "";
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the photos folder", () => {
  it("lists image files in it and its subfolders, with / separators, and nothing else", () => {
    folder = mkdtempSync(join(tmpdir(), "photos-"));
    mkdirSync(join(folder, "team"));
    for (const file of ["a.jpg", "team/b.PNG", "team/c.webp", "notes.txt", ".gitkeep"]) writeFileSync(join(folder, file), "");
    expect(listPhotoFiles(folder)).toEqual(["a.jpg", "team/b.PNG", "team/c.webp"]);
  });

  it("is empty when the folder does not exist", () => {
    folder = join(tmpdir(), "no-such-photos-folder");
    expect(listPhotoFiles(folder)).toEqual([]);
  });
});
