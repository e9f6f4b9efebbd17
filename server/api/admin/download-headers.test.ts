import { describe, expect, it } from "vitest";
import { PDF, PPT, PPTX } from "../leads/pitch-deck-type.ts";
import { attachmentDisposition, pitchDeckFileName } from "./download-headers.ts";

describe("attachmentDisposition", () => {
  it("is an attachment with the name as given", () => {
    expect(attachmentDisposition("INC-2026-7KQ3M9-pitch-deck.pdf")).toBe("attachment; filename=INC-2026-7KQ3M9-pitch-deck.pdf");
    expect(attachmentDisposition("ankur-leads-2026-03-14.csv")).toBe("attachment; filename=ankur-leads-2026-03-14.csv");
  });

  it("gives a name outside ASCII both as an ASCII fallback (filename=) and exactly (filename*=)", () => {
    expect(attachmentDisposition("लीड्स.csv")).toBe(`attachment; filename="?????.csv"; filename*=UTF-8''${encodeURIComponent("लीड्स")}.csv`);
  });

  it("cannot be broken out of: quotes and line breaks stay inside the parameter", () => {
    const header = attachmentDisposition('evil"\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="evil\\"??Set-Cookie: x=1.pdf"; filename*=UTF-8''evil%22%0D%0ASet-Cookie%3A%20x%3D1.pdf`);
  });
});

describe("pitchDeckFileName", () => {
  it("is the reference with the extension of the stored type, whatever the visitor called the file", () => {
    expect(pitchDeckFileName("INC-2026-7KQ3M9", PDF.mediaType)).toBe("INC-2026-7KQ3M9-pitch-deck.pdf");
    expect(pitchDeckFileName("INC-2026-7KQ3M9", PPT.mediaType)).toBe("INC-2026-7KQ3M9-pitch-deck.ppt");
    expect(pitchDeckFileName("INC-2026-7KQ3M9", PPTX.mediaType)).toBe("INC-2026-7KQ3M9-pitch-deck.pptx");
  });

  it("never takes an extension a browser would run or render", () => {
    expect(pitchDeckFileName("INC-2026-7KQ3M9", "text/html")).toBe("INC-2026-7KQ3M9-pitch-deck.bin");
  });
});
