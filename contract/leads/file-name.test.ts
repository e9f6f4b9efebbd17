import { describe, expect, it } from "vitest";
import { visibleFileName } from "./file-name.ts";

describe("visibleFileName", () => {
  it("removes bidi overrides, isolates and marks, so the name reads as it is", () => {
    expect(visibleFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(visibleFileName("\u2067deck\u2069\u200E\u200F\u202A\u202B\u202C\u202D.pdf")).toBe("deck.pdf");
  });

  it("removes zero-width characters, the byte order mark, soft hyphens and control characters", () => {
    expect(visibleFileName("\uFEFFpi\u200Btch\u200C\u200D\u2060\u00AD.pdf")).toBe("pitch.pdf");
    expect(visibleFileName("deck\u0000\r\n\t\u007F\u0085.pdf")).toBe("deck.pdf");
  });

  it("keeps the name only, without folders or surrounding blanks", () => {
    expect(visibleFileName("C:\\Users\\aditya\\Desktop\\ deck.pdf ")).toBe("deck.pdf");
    expect(visibleFileName("../../etc/passwd")).toBe("passwd");
    expect(visibleFileName("folder/\u202E/")).toBe("");
  });

  it("keeps every visible letter, Indian scripts included (vowel signs and the virama are marks, not format characters)", () => {
    expect(visibleFileName("कृषि यंत्र deck.pptx")).toBe("कृषि यंत्र deck.pptx");
    expect(visibleFileName("Krishiyantra (final) v2.ppt")).toBe("Krishiyantra (final) v2.ppt");
  });
});
