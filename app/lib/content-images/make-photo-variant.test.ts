import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharpService from "astro/assets/services/sharp";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makePhotoVariant } from "./make-photo-variant";

/** The committed test photo, a 512 px JPEG, through Astro's own sharp service as the build uses it. */
const source = new Uint8Array(readFileSync(fileURLToPath(new URL("../../assets/photos/vikram-deshpande.jpg", import.meta.url))));
const imageConfig = { service: { entrypoint: "astro/assets/services/sharp", config: {} } } as Parameters<typeof makePhotoVariant>[2];
const logger = { info: () => {}, warn: (message: string) => { throw new Error(message); }, error: (message: string) => { throw new Error(message); } } as unknown as Parameters<typeof makePhotoVariant>[3];

describe("the photo pipeline", () => {
  it.each([
    ["avif", "heif", "av1"],
    ["webp", "webp", undefined],
  ] as const)("makes a %s version at the asked width", async (format, sharpFormat, compression) => {
    const data = await makePhotoVariant(sharpService, { file: "vikram-deshpande.jpg", source, width: 128, format }, imageConfig, logger);
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.compression).toBe(compression);
    expect([meta.width, meta.height]).toEqual([128, 128]);
    expect(data.byteLength).toBeLessThan(source.byteLength);
  });

  it("never scales a photo up", async () => {
    const small = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d3fd8" } }).jpeg().toBuffer());
    const data = await makePhotoVariant(sharpService, { file: "small.jpg", source: small, width: 256, format: "webp" }, imageConfig, logger);
    const meta = await sharp(data).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it("cuts a cover photo to 16:9 around the middle at the asked width", async () => {
    const cover = new Uint8Array(readFileSync(fileURLToPath(new URL("../../assets/photos/covers/market-stall.jpg", import.meta.url))));
    const made = await makePhotoVariant(sharpService, { file: "covers/market-stall.jpg", source: cover, width: 640, height: 360, format: "avif" }, imageConfig, logger);
    expect(await sharp(made).metadata()).toMatchObject({ format: "heif", width: 640, height: 360 });
    const fourByThree = new Uint8Array(await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#1d3fd8" } }).jpeg().toBuffer());
    const cut = await makePhotoVariant(sharpService, { file: "covers/square.jpg", source: fourByThree, width: 1280, height: 720, format: "webp" }, imageConfig, logger);
    const meta = await sharp(cut).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });

  it("refuses a file sharp cannot read instead of passing it through under the wrong type", async () => {
    const notAnImage = new TextEncoder().encode("not an image");
    await expect(makePhotoVariant(sharpService, { file: "notes.jpg", source: notAnImage, width: 64, format: "avif" }, imageConfig, logger)).rejects.toThrow(/notes\.jpg/);
  });
});
