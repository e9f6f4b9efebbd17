import type { ReactNode } from "react";

export type BadgeTone = "green" | "amber" | "blue" | "violet" | "slate" | "rose";

// Dark text on a light tint keeps AA contrast for small text.
const tones: Record<BadgeTone, string> = {
  green: "bg-emerald-100 text-emerald-800 ring-emerald-600/20",
  amber: "bg-amber-100 text-amber-900 ring-amber-600/20",
  blue: "bg-brand-100 text-brand-800 ring-brand-600/20",
  violet: "bg-violet-100 text-violet-800 ring-violet-600/20",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
  rose: "bg-rose-100 text-rose-800 ring-rose-600/20",
};

/** A small label: a status, a category, a format. */
export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
