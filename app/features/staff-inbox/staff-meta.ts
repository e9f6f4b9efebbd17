import type { MetaDescriptor } from "react-router";

/** A staff page's document title. */
export function staffTitle(title: string): string {
  return `${title} | Ankur staff inbox`;
}

/** Staff pages: a title, and never in a search engine (the server also sends X-Robots-Tag). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: staffTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
}
