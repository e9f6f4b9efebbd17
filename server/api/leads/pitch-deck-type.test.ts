import { describe, expect, it } from "vitest";
import { PDF, PPT, PPTX, detectPitchDeckType } from "./pitch-deck-type.ts";
import { docBytes, docxBytes, pdfBytes, pptBytes, pptxBytes, zipBytes } from "./test-files.ts";

describe("detectPitchDeckType", () => {
  it("recognises PDF, legacy PowerPoint and PPTX by their bytes", async () => {
    expect(await detectPitchDeckType(pdfBytes())).toBe(PDF);
    expect(await detectPitchDeckType(pptBytes())).toBe(PPT);
    expect(await detectPitchDeckType(pptxBytes())).toBe(PPTX);
    expect(await detectPitchDeckType(new Uint8Array(pptxBytes()))).toBe(PPTX);
  });

  it("refuses other files and disguised ones, whatever they are called", async () => {
    const ole2Magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const others = {
      empty: Buffer.alloc(0),
      text: Buffer.from("Just some text pretending to be a deck"),
      html: Buffer.from("<!doctype html><script>alert(1)</script>"),
      exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
      png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      // Readers tolerate junk before the header; a deck that needs that tolerance is not taken.
      "PDF header after junk (an HTML or EXE polyglot)": Buffer.concat([Buffer.from("<html><script>alert(1)</script>\n"), pdfBytes()]),
      "PDF header after an EXE's MZ": Buffer.concat([Buffer.from("MZ\n"), pdfBytes()]),
      "Word .doc (OLE without PowerPoint)": docBytes(),
      "OLE magic and the stream's name, but no compound file": Buffer.concat([ole2Magic, Buffer.alloc(504), Buffer.from("PowerPoint Document", "utf16le")]),
      "Word .docx (OOXML, not a presentation)": docxBytes(),
      "zip with ppt/ but no [Content_Types].xml": zipBytes({ "ppt/presentation.xml": "x" }),
      "zip header only": Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    };
    for (const [name, bytes] of Object.entries(others)) expect({ name, type: await detectPitchDeckType(bytes) }).toEqual({ name, type: undefined });
  });

  it("survives truncated and corrupt files", async () => {
    const zip = pptxBytes();
    expect(await detectPitchDeckType(zip.subarray(0, 40))).toBeUndefined();
    const ppt = pptBytes();
    expect(await detectPitchDeckType(ppt.subarray(0, 600))).toBeUndefined();
    const corrupt = Buffer.from(ppt);
    corrupt.writeUInt32LE(0x7ffffff0, 0x30); // the first directory sector far beyond the end
    expect(await detectPitchDeckType(corrupt)).toBeUndefined();
  });
});
