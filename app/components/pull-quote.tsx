import type { ReactNode } from "react";

type PullQuoteProps = {
  quote: string;
  /** Who said it. */
  name: string;
  /** Their role and organisation. */
  position?: string;
  /** A portrait beside the name (decorative: the name is the caption). */
  portrait?: ReactNode;
  /** "large" for the one quote a section is built around, "medium" beside others. */
  size?: "large" | "medium";
};

const quoteSizes = {
  large: "text-2xl leading-snug sm:text-3xl lg:text-4xl",
  medium: "text-xl leading-snug sm:text-2xl",
} as const;

/**
 * A quotation set large, with its attribution: a <figure> holding the
 * <blockquote> and a <figcaption> naming who said it. The opening mark is
 * drawn, hidden from screen readers (the blockquote already says "quote").
 */
export function PullQuote({ quote, name, position, portrait, size = "large" }: PullQuoteProps) {
  return (
    <figure className={`relative ${size === "large" ? "mx-auto max-w-4xl" : ""}`}>
      <span aria-hidden="true" className={`block font-serif leading-none text-saffron-500 ${size === "large" ? "h-12 text-8xl sm:h-16 sm:text-9xl" : "h-10 text-7xl"}`}>
        “
      </span>
      <blockquote className={`font-semibold tracking-tight text-balance text-slate-900 ${quoteSizes[size]}`}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {portrait}
        <span>
          <span className="block font-semibold text-slate-900">{name}</span>
          {position && <span className="block text-slate-600">{position}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
