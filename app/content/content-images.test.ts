import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coverCatalogue } from "../lib/cover-art/cover-catalogue";
import { coverPhotoFile } from "../lib/cover-art/cover-image";
import { successStories } from "./audience-entrepreneurs";
import { BLOG_IMAGE_PLACEHOLDER } from "./blog-image-placeholder";
import { blogPosts } from "./resources-blog";

const publicFile = (path: string) => fileURLToPath(new URL(`../../public${path}`, import.meta.url));

describe("self-hosted images of the audience and resources pages", () => {
  it("exist in public/ or are drawn at build time for every blog post, story and the placeholder", () => {
    const generated = coverCatalogue();
    const images = [BLOG_IMAGE_PLACEHOLDER, ...blogPosts.map((p) => p.image), ...successStories.map((s) => s.image)];
    // A cover photo (a file name, not a path) is checked against app/assets/photos/covers/ by app/lib/cover-art/cover-photo-references.test.ts.
    for (const image of images.filter((name) => coverPhotoFile(name) === undefined)) {
      expect(image.startsWith("/")).toBe(true);
      expect(existsSync(publicFile(image)) || generated.has(image)).toBe(true);
    }
  });
});
