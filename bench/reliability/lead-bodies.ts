// Valid contact and incubation bodies for the reliability load, each marked
// with its own e-mail address so the stored lead can be found again.
import { randomBytes } from "node:crypto";
import { dataUrl, pdfBytes } from "../../server/api/leads/test-files.ts";
import type { LeadFormKind } from "./reconcile.ts";

export const PITCH_DECK_BYTES = 1024 * 1024;

/** "c12-345@run-1a2b3c.reliability.example.in": the request's marker as an address. */
export function markerEmail(marker: string, runTag: string): string {
  return `${marker}@${runTag}.reliability.example.in`;
}

/** The marker back from a stored address; undefined for another run's or anyone else's. */
export function markerOf(email: string, runTag: string): string | undefined {
  const suffix = `@${runTag}.reliability.example.in`;
  return email.endsWith(suffix) ? email.slice(0, -suffix.length) : undefined;
}

/** A real PDF (header, catalog, trailer) filled up to `size` bytes with incompressible bytes, as real decks are. */
export function pitchDeck(size = PITCH_DECK_BYTES): Buffer {
  const pdf = pdfBytes();
  return Buffer.concat([pdf, randomBytes(Math.max(0, size - pdf.length))]);
}

export type BodyFactory = (kind: LeadFormKind, email: string) => string;

/** Builds bodies quickly: the deck's JSON text is made once and spliced in. */
export function bodyFactory(deck: Buffer = pitchDeck()): BodyFactory {
  const deckJson = JSON.stringify(dataUrl(deck, "application/pdf"));
  const PLACEHOLDER = '"__PITCH_DECK__"';
  return (kind, email) => {
    if (kind === "contact") {
      return JSON.stringify({
        name: "Priya Deshmukh",
        email,
        organization: "Sahyadri Agro Producers",
        role: "Director",
        message: "We would like to discuss an incubation cohort for the agri-tech start-ups among our 4,000 member farmers.",
        website: "",
      });
    }
    return JSON.stringify({
      companyName: "Krishiyantra Labs",
      founderName: "Aditya Kulkarni",
      email,
      industrySector: "Agriculture",
      stage: "Prototype",
      pitchDeck: "__PITCH_DECK__",
      pitchDeckName: "krishiyantra-deck.pdf",
      motivation: "We have a working prototype of a low-cost soil sensor and need a go-to-market troupe.",
      website: "",
    }).replace(PLACEHOLDER, deckJson);
  };
}
