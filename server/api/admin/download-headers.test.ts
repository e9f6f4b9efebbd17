import { describe, expect, it } from "vitest";
import { attachmentDisposition, pitchDeckFileName, safeFileName } from "./download-headers.ts";

describe("attachmentDisposition", () => {
  it("is an attachment with the name as given", () => {
    expect(attachmentDisposition("krishiyantra-deck.pdf")).toBe(`attachment; filename="krishiyantra-deck.pdf"; filename*=UTF-8''krishiyantra-deck.pdf`);
  });

  it("keeps an Indian name exactly in filename* and gives an ASCII fallback", () => {
    const header = attachmentDisposition("कृषि यंत्र deck.pdf");
    expect(header).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? "")).toBe("कृषि यंत्र deck.pdf");
  });

  it("cannot be broken out of: quotes, backslashes, line breaks and paths are neutralised", () => {
    expect(attachmentDisposition('evil"\r\nSet-Cookie: x=1\\..\\deck.pdf')).toBe(`attachment; filename="deck.pdf"; filename*=UTF-8''deck.pdf`);
    expect(attachmentDisposition('my "best"\tdeck.pdf')).toBe(`attachment; filename="my _best_deck.pdf"; filename*=UTF-8''my%20%22best%22deck.pdf`);
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
  });
});

describe("pitchDeckFileName", () => {
  it("uses the visitor's name, or the reference with the type's extension", () => {
    expect(pitchDeckFileName("deck.pptx", "INC-2026-7KQ3M9", "application/pdf")).toBe("deck.pptx");
    expect(pitchDeckFileName(null, "INC-2026-7KQ3M9", "application/pdf")).toBe("INC-2026-7KQ3M9-pitch-deck.pdf");
    expect(pitchDeckFileName("", "INC-2026-7KQ3M9", "application/vnd.ms-powerpoint")).toBe("INC-2026-7KQ3M9-pitch-deck.ppt");
  });
});
