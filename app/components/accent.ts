/** The accent colours a hub card or a cover can carry (spec: cards "carry a colour"). */
export const accentColours = ["brand", "saffron", "emerald", "violet", "rose", "teal"] as const;

export type AccentColour = (typeof accentColours)[number];

type AccentClasses = {
  /** A soft background with text that keeps its contrast on it. */
  soft: string;
  /** A strong bar or border colour. */
  bar: string;
  /** A gradient for covers and headers (white text on it). */
  gradient: string;
  /** Link and heading text on white. */
  text: string;
};

// Written out in full so Tailwind sees every class.
export const accentClasses: Record<AccentColour, AccentClasses> = {
  brand: { soft: "bg-brand-50 text-brand-800", bar: "bg-brand-600", gradient: "from-brand-700 to-brand-900", text: "text-brand-700" },
  saffron: { soft: "bg-amber-50 text-amber-900", bar: "bg-saffron-500", gradient: "from-saffron-600 to-amber-800", text: "text-amber-800" },
  emerald: { soft: "bg-emerald-50 text-emerald-800", bar: "bg-emerald-600", gradient: "from-emerald-700 to-emerald-900", text: "text-emerald-700" },
  violet: { soft: "bg-violet-50 text-violet-800", bar: "bg-violet-600", gradient: "from-violet-700 to-violet-900", text: "text-violet-700" },
  rose: { soft: "bg-rose-50 text-rose-800", bar: "bg-rose-600", gradient: "from-rose-700 to-rose-900", text: "text-rose-700" },
  teal: { soft: "bg-teal-50 text-teal-800", bar: "bg-teal-600", gradient: "from-teal-700 to-teal-900", text: "text-teal-700" },
};
