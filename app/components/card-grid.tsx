import type { IconName } from "./icon-names";
import { Icon } from "./icon";
import { Link } from "./link";
import { snapItemClasses, snapListClasses, snapScrollerClasses } from "./phone-row";
import { Reveal } from "./reveal";

/** A card (spec: title, description, icon, link). */
export type CardItem = {
  title: string;
  description: string;
  icon?: IconName;
  /** Where "Learn more" leads; no link is shown without it. */
  link?: string;
  /** Text of the link; "Learn more" by default. */
  linkLabel?: string;
};

type CardStyle = "default" | "gradient" | "minimal" | "feature";
export type CardColumns = 1 | 2 | 3 | 4;

/** Responsive grid classes for 1 to 4 columns, shared by every card grid. */
export const gridColumnClasses: Record<CardColumns, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
};

/** The column counts a grid of `gridColumnClasses` passes through, by breakpoint. */
const breakpointColumns: Record<CardColumns, readonly (readonly ["sm" | "md" | "lg", number])[]> = {
  1: [],
  2: [["md", 2]],
  3: [
    ["md", 2],
    ["lg", 3],
  ],
  4: [
    ["sm", 2],
    ["lg", 4],
  ],
};

/** Spelled out so that Tailwind finds every class it must generate. */
const spanClasses = {
  sm: { 1: "sm:col-span-1", 2: "sm:col-span-2", 3: "sm:col-span-3", 4: "sm:col-span-4" },
  md: { 1: "md:col-span-1", 2: "md:col-span-2", 3: "md:col-span-3", 4: "md:col-span-4" },
  lg: { 1: "lg:col-span-1", 2: "lg:col-span-2", 3: "lg:col-span-3", 4: "lg:col-span-4" },
} as const;

/**
 * How many columns the first card spans in a row of `columns` so that `count`
 * cards fill every row: with a remainder r it takes the r missing cells (1 when
 * the rows are already full). 5 cards in 3 columns: the first spans 2, 2 + 3.
 */
export function firstCardSpan(count: number, columns: number): number {
  const remainder = count % columns;
  return remainder === 0 ? 1 : columns - remainder + 1;
}

/**
 * The classes that widen a grid's first card, breakpoint by breakpoint, so that
 * no card is left alone on a short last row ("" when every row is full anyway).
 */
export function featuredCardClasses(count: number, columns: CardColumns): string {
  const classes: string[] = [];
  let previous = 1;
  for (const [breakpoint, perRow] of breakpointColumns[columns]) {
    const span = firstCardSpan(count, perRow) as 1 | 2 | 3 | 4;
    if (span !== previous) classes.push(spanClasses[breakpoint][span]);
    previous = span;
  }
  return classes.join(" ");
}

const cardClasses: Record<CardStyle, string> = {
  default: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
  gradient: "rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-md",
  minimal: "p-2",
  feature: "rounded-2xl border-t-4 border-saffron-500 bg-white p-6 shadow-md",
};

type CardGridProps = {
  items: readonly CardItem[];
  columns?: CardColumns;
  cardStyle?: CardStyle;
  /** Heading level of the card titles, to keep the page outline right. */
  headingLevel?: "h2" | "h3" | "h4";
  /**
   * On phones, a row that scrolls sideways instead of a stack, named by this
   * label. Its cards' links take the keyboard through it; with no links, the
   * row itself takes focus so that arrow keys scroll it, and is a landmark:
   * its label must differ from the section's title (axe landmark-unique).
   */
  phoneRow?: string;
};

/**
 * A grid of 1 to 4 columns of cards, revealed one after another on scroll; the
 * first card widens so that the last row is never left short.
 */
export function CardGrid({ items, columns = 3, cardStyle = "default", headingLevel: Heading = "h3", phoneRow }: CardGridProps) {
  const onDark = cardStyle === "gradient";
  const featured = featuredCardClasses(items.length, columns);
  const cardList = (listClasses: string, label?: string) => (
    <ul className={`gap-4 md:gap-6 ${gridColumnClasses[columns]} ${listClasses}`} aria-label={label}>
      {items.map((item, i) => (
        <Reveal
          as="li"
          index={i}
          key={item.title}
          className={`flex flex-col gap-3 ${cardClasses[cardStyle]} ${i === 0 ? featured : ""} ${phoneRow ? snapItemClasses : ""}`}
        >
          {item.icon && (
            <span
              className={`inline-flex size-12 items-center justify-center rounded-xl ${onDark ? "bg-white/15 text-white" : "bg-brand-50 text-brand-700"}`}
            >
              <Icon name={item.icon} />
            </span>
          )}
          <Heading className="text-lg font-semibold">{item.title}</Heading>
          <p className={onDark ? "text-white/90" : "text-slate-600"}>{item.description}</p>
          {item.link && (
            <Link
              to={item.link}
              className={`mt-auto inline-flex items-center gap-1 font-semibold ${onDark ? "text-white" : "text-brand-700"} hover:underline`}
            >
              {item.linkLabel ?? "Learn more"}
              <span className="sr-only">: {item.title}</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          )}
        </Reveal>
      ))}
    </ul>
  );
  if (!phoneRow) return cardList("grid");
  if (items.some((item) => item.link)) return cardList(`${snapScrollerClasses} ${snapListClasses}`, phoneRow);
  // No link to carry the keyboard along the row: the row itself takes focus, so arrow keys scroll it.
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className={snapScrollerClasses} tabIndex={0} aria-label={phoneRow}>
      {cardList(snapListClasses)}
    </section>
  );
}
