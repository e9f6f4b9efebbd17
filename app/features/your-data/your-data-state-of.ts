import type { YourDataPageState } from "../../../contract/data-rights/your-data-view.ts";

/**
 * The link page's state the server put in the page's locals
 * (contract/rendered-pages.ts), checked for its shape, since locals are
 * untyped to Astro: anything else shows the page of a link that does not work.
 */
export function yourDataStateOf(locals: unknown): YourDataPageState {
  const state = (locals as { yourData?: unknown } | null | undefined)?.yourData;
  if (typeof state !== "object" || state === null) return { view: "invalid" };
  const { view } = state as { view?: unknown };
  if (view === "data") {
    const { held, token } = state as { held?: unknown; token?: unknown };
    if (typeof token === "string" && isHeldData(held)) return { view, held, token };
  }
  if (view === "result") {
    const { heading, text, token, refused } = state as { heading?: unknown; text?: unknown; token?: unknown; refused?: unknown };
    if (typeof heading === "string" && typeof text === "string") {
      return { view, heading, text, ...(typeof token === "string" ? { token } : {}), ...(refused === true ? { refused } : {}) };
    }
  }
  return { view: "invalid" };
}

function isHeldData(value: unknown): value is Extract<YourDataPageState, { view: "data" }>["held"] {
  if (typeof value !== "object" || value === null) return false;
  const { email, leads, requests } = value as { email?: unknown; leads?: unknown; requests?: unknown };
  return typeof email === "string" && Array.isArray(leads) && Array.isArray(requests);
}
