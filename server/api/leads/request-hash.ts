import { createHash } from "node:crypto";
import { canonicalJson } from "../../../contract/leads/canonical-json.ts";

/** A lead's checked values as the hash sees them; the deck by its digest, so hashing stays cheap. */
export type HashedLead = { fields: Readonly<Record<string, string>>; pitchDeck?: { bytes: Uint8Array; fileName?: string; mediaType: string } };

/**
 * The SHA-256 (hex) of a lead's checked values in canonical form (the same
 * form the browser compares a form's attempts in): two sends of the same
 * form hash alike whatever order or shape their fields came in; any changed
 * value does not. Hashing the checked values, not the request as sent, keeps
 * a hostile body (deeply nested, huge) from ever reaching the hash.
 */
export function requestHash({ fields, pitchDeck }: HashedLead): string {
  const deck = pitchDeck && { fileName: pitchDeck.fileName, mediaType: pitchDeck.mediaType, sha256: sha256(pitchDeck.bytes) };
  return sha256(canonicalJson({ fields, pitchDeck: deck }));
}

function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}
