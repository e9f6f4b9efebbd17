import { describe, expect, it } from "vitest";
import { assertPhotosExist, missingPhotoMessages } from "./missing-photos";

const references = [
  { owner: "Vikram Deshpande", where: "app/content/audience-corporate.ts corporateTestimonials[0].image", file: "vikram-deshpande.jpg" },
  { owner: "Priya Venkataraman", where: "app/content/audience-corporate.ts corporateTestimonials[1].image", file: "priya.jpg" },
];

describe("photos named in content", () => {
  it("passes when every named file exists", () => {
    expect(missingPhotoMessages(references, new Set(["vikram-deshpande.jpg", "priya.jpg"]))).toEqual([]);
    expect(() => assertPhotosExist(references, new Set(["vikram-deshpande.jpg", "priya.jpg"]))).not.toThrow();
  });

  it("fails the build naming the missing file and the field that names it", () => {
    expect(() => assertPhotosExist(references, new Set(["vikram-deshpande.jpg"]))).toThrow(
      'app/content/audience-corporate.ts corporateTestimonials[1].image names the photo "priya.jpg" (for Priya Venkataraman), but app/assets/photos/priya.jpg does not exist.',
    );
    expect(missingPhotoMessages(references, new Set())).toHaveLength(2);
  });

  it("names a cover photo as content writes it and where the file should be", () => {
    const cover = { owner: "Building on ONDC", where: "app/content/resources-blog.ts blogPosts[2].image", file: "covers/market-day.jpg", named: "market-day.jpg" };
    expect(() => assertPhotosExist([cover], new Set(["covers/market-stall.jpg"]))).toThrow(
      'app/content/resources-blog.ts blogPosts[2].image names the photo "market-day.jpg" (for Building on ONDC), but app/assets/photos/covers/market-day.jpg does not exist.',
    );
  });
});
