import type { MetaDescriptor } from "react-router";

/** Staff pages: a title, and never in a search engine (the server also sends X-Robots-Tag). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Ankur staff inbox` }, { name: "robots", content: "noindex, nofollow" }];
}
