import { createHash } from "node:crypto";
import { canonicalJson } from "../../../contract/leads/canonical-json.ts";

/**
 * The SHA-256 (hex) of a request body in canonical form (the same form the
 * browser compares a form's attempts in): two sends of the same form hash
 * alike whatever order their fields were written in; any changed value does not.
 */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}
