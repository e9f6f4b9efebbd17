import { describe, expect, it } from "vitest";
import { PITCH_DECK_MAX_BYTES } from "../../../contract/leads/lead-limits.ts";
import { pitchDeckProblem } from "./pitch-deck-file";

describe("pitchDeckProblem", () => {
  it("lets PDF, PPT and PPTX files up to 10 MB through", () => {
    for (const name of ["deck.pdf", "Deck.PPT", "ankur-pitch.pptx"]) expect(pitchDeckProblem({ name, size: 1000 })).toBeUndefined();
    expect(pitchDeckProblem({ name: "deck.pdf", size: PITCH_DECK_MAX_BYTES })).toBeUndefined();
  });

  it("stops a file above 10 MB with its size in the message", () => {
    expect(pitchDeckProblem({ name: "deck.pdf", size: PITCH_DECK_MAX_BYTES + 1 })).toBe(
      "This file is 10.0 MB; the pitch deck may be at most 10MB. Please choose a smaller file.",
    );
    expect(pitchDeckProblem({ name: "deck.pptx", size: 12.4 * 1024 * 1024 })).toMatch(/^This file is 12\.4 MB/);
  });

  it("stops other types and empty files", () => {
    expect(pitchDeckProblem({ name: "deck.key", size: 10 })).toBe("The pitch deck must be a PDF, PPT or PPTX file.");
    expect(pitchDeckProblem({ name: "pdf", size: 10 })).toBe("The pitch deck must be a PDF, PPT or PPTX file.");
    expect(pitchDeckProblem({ name: "deck.pdf", size: 0 })).toMatch(/empty/);
  });
});
