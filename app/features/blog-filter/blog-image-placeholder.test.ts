import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE_PLACEHOLDER } from "./blog-cover-fallback";

const publicFile = (path: string) => fileURLToPath(new URL(`../../../public${path}`, import.meta.url));

// A post's, story's or case study's cover follows from its file (app/content/blog/, success-stories/, …): a cover photo
// its collection's schema checks (coverPhotoFile), else the art drawn at /covers/<collection>/<id>.svg.
describe("self-hosted images of the audience and resources pages", () => {
  it("include the blog's placeholder in public/", () => {
    expect(existsSync(publicFile(BLOG_IMAGE_PLACEHOLDER))).toBe(true);
  });
});
