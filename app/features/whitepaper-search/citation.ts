import { site } from "~/config/site";
import type { Whitepaper } from "./whitepaper-types";
import { formatLongDate } from "~/lib/display-format";

/** Spec 2 §4: "author (date). title. {product} Research." */
export function formatCitation(paper: Pick<Whitepaper, "author" | "date" | "title">): string {
  return `${paper.author} (${formatLongDate(paper.date)}). ${paper.title}. ${site.name} Research.`;
}
