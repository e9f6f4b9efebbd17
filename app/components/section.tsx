import type { ReactNode } from "react";

type SectionProps = {
  id?: string;
  title?: string;
  /** A line under the title. */
  intro?: string;
  /** "brand": the deep-blue band of the numbers band (white and saffron text on it pass 4.5:1 with room to spare). */
  tone?: "white" | "muted" | "dark" | "brand";
  children: ReactNode;
  className?: string;
};

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-slate-900 text-white",
  brand: "bg-gradient-to-br from-brand-950 to-brand-900 text-white",
} as const;

/** A page section with an optional h2 and intro, in the site's column. */
export function Section({ id, title, intro, tone = "white", children, className = "" }: SectionProps) {
  return (
    <section id={id} className={`${tones[tone]} scroll-mt-24 py-12 sm:py-16 ${className}`} aria-labelledby={title && id ? `${id}-title` : undefined}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title && (
          <div className="mb-10 max-w-3xl">
            <h2 id={id ? `${id}-title` : undefined} className="text-h2 text-balance">
              {title}
            </h2>
            {intro && <p className={`mt-3 text-lg ${tone === "dark" || tone === "brand" ? "text-slate-300" : "text-slate-600"}`}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
