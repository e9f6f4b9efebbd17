import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../content/resources-blog";
import { assertPhotosExist } from "../content-images/missing-photos";
import { listPhotoFiles } from "../content-images/photo-files";
import { contentCoverPhotos, coverPhotoReferences } from "./cover-photo-references";

const photoFolder = fileURLToPath(new URL("../../assets/photos/", import.meta.url));

describe("cover photos named in content", () => {
  it("lists each photo with the content file and field that names it, and skips generated art", () => {
    const items = [
      { title: "A post with art", image: "/covers/blog/a-post.svg" },
      { title: "A post with a photo", image: "market-day.jpg" },
    ];
    expect(coverPhotoReferences(items, "app/content/resources-blog.ts blogPosts")).toEqual([
      { owner: "A post with a photo", where: "app/content/resources-blog.ts blogPosts[1].image", file: "covers/market-day.jpg", named: "market-day.jpg" },
    ]);
  });

  it("finds the blog's cover photo, and every cover photo the content names is in the photos folder", () => {
    const references = contentCoverPhotos();
    const index = blogPosts.findIndex((post) => post.id === "tier-2-startup-map");
    expect(references).toContainEqual({ owner: blogPosts[index]!.title, where: `app/content/resources-blog.ts blogPosts[${index}].image`, file: "covers/market-stall.jpg", named: "market-stall.jpg" });
    expect(() => assertPhotosExist(references, new Set(listPhotoFiles(photoFolder)))).not.toThrow();
  });
});
