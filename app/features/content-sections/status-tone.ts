/**
 * Colours of the status and importance badges. Within each family the colours
 * differ (spec §4: Completed green, the other blue; Available and Limited Spots
 * apart; Critical, High and Essential apart), and the text is always shown, so
 * colour is never the only signal.
 */
export type BadgeTone = "green" | "blue" | "amber" | "red";

export const badgeFamilies = {
  /** Collaboration case studies. */
  caseStudy: { Completed: "green", Ongoing: "blue" },
  /** Co-innovation projects. */
  project: { Completed: "green", "In Progress": "blue" },
  /** Market-entry accelerators. */
  marketEntry: { Available: "green", "Limited Spots": "amber" },
  /** Compliance checklists. */
  importance: { Critical: "red", High: "amber", Essential: "blue" },
} as const satisfies Record<string, Record<string, BadgeTone>>;

type Families = typeof badgeFamilies;
export type BadgeLabel = { [F in keyof Families]: keyof Families[F] }[keyof Families];

const importanceLabels: ReadonlySet<string> = new Set(Object.keys(badgeFamilies.importance));

/** The colour of a badge; a label means the same thing in every family it belongs to. */
export function badgeTone(label: BadgeLabel): BadgeTone {
  for (const family of Object.values(badgeFamilies)) {
    const tone = (family as Record<string, BadgeTone>)[label];
    if (tone) return tone;
  }
  throw new Error(`Unknown badge label: ${label}`);
}

/** What a badge states, for screen readers: "Importance" or "Status". */
export function badgeKind(label: BadgeLabel): "Importance" | "Status" {
  return importanceLabels.has(label) ? "Importance" : "Status";
}

/** Tinted background with dark text: at least 4.5:1 contrast for each tone. */
export const badgeToneClasses: Record<BadgeTone, string> = {
  green: "bg-emerald-100 text-emerald-800 ring-emerald-600/30",
  blue: "bg-sky-100 text-sky-800 ring-sky-600/30",
  amber: "bg-amber-100 text-amber-900 ring-amber-600/30",
  red: "bg-red-100 text-red-800 ring-red-600/30",
};
