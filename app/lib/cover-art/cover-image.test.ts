import { describe, expect, it } from "vitest";
import { coverImageUrl, coverPhotoFile, coverPhotoSources, coverSizes } from "./cover-image";

describe("what a cover field names", () => {
  it("reads a file name as a cover photo in app/assets/photos/covers/, and a path as a URL", () => {
    expect(coverPhotoFile("market-stall.jpg")).toBe("covers/market-stall.jpg");
    expect(coverPhotoFile("2027/Summit Hall.JPEG")).toBe("covers/2027/Summit Hall.JPEG");
    expect(coverPhotoFile("/covers/blog/building-on-ondc.svg")).toBeUndefined();
    expect(coverPhotoFile("/images/blog/a-photo.jpg")).toBeUndefined();
    expect(coverPhotoFile("notes.txt")).toBeUndefined();
  });

  it("offers a photo as AVIF, then WebP, at 640, 800 and 1280 px, with the 640 px WebP as the fallback", () => {
    expect(coverPhotoSources("covers/market-stall.jpg")).toEqual({
      sources: [
        { type: "image/avif", srcSet: "/photos/covers-market-stall-640.avif 640w, /photos/covers-market-stall-800.avif 800w, /photos/covers-market-stall-1280.avif 1280w" },
        { type: "image/webp", srcSet: "/photos/covers-market-stall-640.webp 640w, /photos/covers-market-stall-800.webp 800w, /photos/covers-market-stall-1280.webp 1280w" },
      ],
      src: "/photos/covers-market-stall-640.webp",
    });
  });

  it("gives structured data one URL: a photo's largest WebP, or the URL as it is", () => {
    expect(coverImageUrl("market-stall.jpg")).toBe("/photos/covers-market-stall-1280.webp");
    expect(coverImageUrl("/covers/blog/stage-gates-explained.svg")).toBe("/covers/blog/stage-gates-explained.svg");
  });

  it("sizes a cover by the widest its slot shows it, the whole viewport below that", () => {
    expect(coverSizes(1280)).toBe("(min-width: 1280px) 1280px, 100vw");
  });
});
