import type { IconName } from "./icon-names";
import { Icon } from "./icon";
import { Link } from "./link";
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
};

/** A grid of 1 to 4 columns of cards, revealed one after another on scroll. */
export function CardGrid({ items, columns = 3, cardStyle = "default", headingLevel: Heading = "h3" }: CardGridProps) {
  const onDark = cardStyle === "gradient";
  return (
    <ul className={`grid gap-6 ${gridColumnClasses[columns]}`}>
      {items.map((item, i) => (
        <Reveal as="li" index={i} key={item.title} className={`flex flex-col gap-3 ${cardClasses[cardStyle]}`}>
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
}
