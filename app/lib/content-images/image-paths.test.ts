import { describe, expect, it } from "vitest";
import { imageSlug } from "./image-slug";
import {
  COVER_PHOTO_WIDTHS,
  organisationEmblemPath,
  organisationMarkPath,
  PHOTO_WIDTHS,
  photoHeight,
  photoSrcset,
  photoStem,
  photoVariantPath,
  photoWidths,
  portraitPath,
} from "./image-paths";

describe("image paths computed from content", () => {
  it("slugs names and file names the same way on every machine", () => {
    expect(imageSlug("Dr. Latha Natarajan")).toBe("dr-latha-natarajan");
    expect(imageSlug("Clean Mobility & Energy")).toBe("clean-mobility-and-energy");
    expect(photoStem("team/Vikram Deshpande.JPG")).toBe("team-vikram-deshpande");
  });

  it("puts portraits and marks under their own folders", () => {
    expect(portraitPath("Priya Venkataraman")).toBe("/portraits/priya-venkataraman.svg");
    expect(portraitPath("Dr. Ananya Krishnan")).toBe(portraitPath("Ananya Krishnan"));
    expect(portraitPath("CA Neha Agarwal")).toBe("/portraits/neha-agarwal.svg");
    expect(portraitPath("Prof. Dr. Aditya Menon")).toBe("/portraits/aditya-menon.svg");
    expect(organisationMarkPath("Narmada Rural Bank")).toBe("/marks/narmada-rural-bank.svg");
    expect(organisationEmblemPath("Narmada Rural Bank")).toBe("/emblems/narmada-rural-bank.svg");
  });

  it("lists every width of a photo in a srcset with w descriptors", () => {
    expect(photoVariantPath("meera.jpg", 128, "avif")).toBe("/photos/meera-128.avif");
    const srcset = photoSrcset("meera.jpg", "webp").split(", ");
    expect(srcset).toEqual(PHOTO_WIDTHS.map((w) => `/photos/meera-${w}.webp ${w}w`));
  });

  it("makes portraits and logos at 64/128/256 px and cover photos at 640/800/1280 px cut to 16:9, no photo at every width", () => {
    expect(photoWidths("meera.jpg")).toEqual([64, 128, 256]);
    expect(photoWidths("logos/narmada-rural-bank.png")).toEqual([64, 128, 256]);
    expect(photoWidths("covers/market-stall.jpg")).toEqual([640, 800, 1280]);
    expect(photoHeight("covers/market-stall.jpg", 640)).toBe(360);
    expect(photoHeight("covers/market-stall.jpg", 1280)).toBe(720);
    expect(photoHeight("meera.jpg", 128)).toBeUndefined();
    expect(photoWidths("team/covers.jpg")).toEqual(PHOTO_WIDTHS);
  });

  it("puts a cover photo's versions beside the others under /photos, named by its folder", () => {
    expect(photoVariantPath("covers/market-stall.jpg", 1280, "avif")).toBe("/photos/covers-market-stall-1280.avif");
    expect(photoSrcset("covers/market-stall.jpg", "avif")).toBe("/photos/covers-market-stall-640.avif 640w, /photos/covers-market-stall-800.avif 800w, /photos/covers-market-stall-1280.avif 1280w");
    expect(photoSrcset("covers/market-stall.jpg", "webp").split(", ")).toHaveLength(COVER_PHOTO_WIDTHS.length);
  });
});
