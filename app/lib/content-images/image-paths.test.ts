import { describe, expect, it } from "vitest";
import { imageSlug } from "./image-slug";
import { organisationEmblemPath, organisationMarkPath, PHOTO_WIDTHS, photoSrcset, photoStem, photoVariantPath, portraitPath } from "./image-paths";

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
});
