import { ORIGIN_FIELDS, type OriginField, VISIT_ORIGIN_STORAGE_KEY } from "../../../contract/leads/lead-origin.ts";

type Storage = Pick<globalThis.Storage, "getItem">;

/**
 * The visit's origin as the form sends it (contract/leads/lead-origin.ts):
 * what app/layouts/visit-origin.astro noted on the visit's first page, by
 * field name. Nothing when the tab's storage is unavailable or holds nothing usable.
 */
export function visitOriginFields(storage: Storage | undefined = sessionStorageOrNothing()): Record<string, string> {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(VISIT_ORIGIN_STORAGE_KEY) ?? "null");
  } catch {
    return {};
  }
  if (typeof stored !== "object" || stored === null) return {};
  const fields: Record<string, string> = {};
  for (const [part, field] of Object.entries(ORIGIN_FIELDS) as [OriginField, string][]) {
    const value = (stored as Record<string, unknown>)[part];
    if (typeof value === "string" && value !== "") fields[field] = value;
  }
  return fields;
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (a privacy setting): the lead goes without its origin.
    return undefined;
  }
}
