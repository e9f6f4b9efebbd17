import { describe, expect, it } from "vitest";
import { baseFileName, decodedByteLength, parsePitchDeckDataUrl } from "./pitch-deck-data-url.ts";

describe("parsePitchDeckDataUrl", () => {
  it("reads what FileReader.readAsDataURL writes", () => {
    expect(parsePitchDeckDataUrl("data:application/pdf;base64,JVBERi0=")).toEqual({ claimedType: "application/pdf", base64: "JVBERi0=" });
    expect(parsePitchDeckDataUrl("data:;base64,AAAA")).toEqual({ claimedType: "", base64: "AAAA" });
    expect(parsePitchDeckDataUrl("data:application/octet-stream;name=a.ppt;base64,AAAA")?.claimedType).toBe("application/octet-stream");
  });

  it("refuses anything else", () => {
    for (const value of ["", "JVBERi0=", "data:application/pdf,%PDF", "data:application/pdf;base64,", "data:application/pdf;base64,abc", "data:x;base64,ab$d"]) {
      expect(parsePitchDeckDataUrl(value)).toBeUndefined();
    }
    expect(parsePitchDeckDataUrl(`data:${"x".repeat(300)};base64,AAAA`)).toBeUndefined();
  });
});

describe("decodedByteLength", () => {
  it("counts the bytes behind the padding", () => {
    expect(decodedByteLength(Buffer.from("a").toString("base64"))).toBe(1);
    expect(decodedByteLength(Buffer.from("ab").toString("base64"))).toBe(2);
    expect(decodedByteLength(Buffer.from("abc").toString("base64"))).toBe(3);
    expect(decodedByteLength("")).toBe(0);
  });
});

describe("baseFileName", () => {
  it("drops folders from Windows and POSIX paths", () => {
    expect(baseFileName("C:\\fakepath\\deck.pdf")).toBe("deck.pdf");
    expect(baseFileName("../../etc/deck.pptx")).toBe("deck.pptx");
  });
});
