import { describe, expect, it } from "vitest";
import { PDF, PPT, PPTX, detectPitchDeckType, zipEntryNames } from "./pitch-deck-type.ts";
import { docBytes, docxBytes, pdfBytes, pptBytes, pptxBytes, zipBytes } from "./test-files.ts";

describe("detectPitchDeckType", () => {
  it("recognises PDF, legacy PowerPoint and PPTX by their bytes", () => {
    expect(detectPitchDeckType(pdfBytes())).toBe(PDF);
    expect(detectPitchDeckType(Buffer.concat([Buffer.from("junk\n"), pdfBytes()]))).toBe(PDF);
    expect(detectPitchDeckType(pptBytes())).toBe(PPT);
    expect(detectPitchDeckType(pptxBytes())).toBe(PPTX);
    expect(detectPitchDeckType(new Uint8Array(pptxBytes()))).toBe(PPTX);
  });

  it("refuses other files, whatever they are called", () => {
    const others = {
      empty: Buffer.alloc(0),
      text: Buffer.from("Just some text pretending to be a deck"),
      html: Buffer.from("<!doctype html><script>alert(1)</script>"),
      exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
      png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      "Word .doc (OLE2 without PowerPoint)": docBytes(),
      "Word .docx (zip without ppt/)": docxBytes(),
      "zip with ppt/ but no [Content_Types].xml": zipBytes({ "ppt/presentation.xml": "x" }),
      "zip header only": Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      "PDF magic too late": Buffer.concat([Buffer.alloc(2000, 0x20), pdfBytes()]),
    };
    for (const [name, bytes] of Object.entries(others)) expect({ name, type: detectPitchDeckType(bytes) }).toEqual({ name, type: undefined });
  });

  it("survives truncated and corrupt zips", () => {
    const zip = pptxBytes();
    expect(detectPitchDeckType(zip.subarray(0, zip.length - 30))).toBeUndefined();
    const corrupt = Buffer.from(zip);
    corrupt.writeUInt32LE(0xfffffff0, corrupt.length - 6); // central directory offset beyond the end
    expect(detectPitchDeckType(corrupt)).toBeUndefined();
  });
});

describe("zipEntryNames", () => {
  it("lists the central directory", () => {
    expect(zipEntryNames(zipBytes({ "a.txt": "a", "dir/b.xml": "b" }))).toEqual(["a.txt", "dir/b.xml"]);
  });
});
