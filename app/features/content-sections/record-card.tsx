import { Avatar } from "~/components/avatar";
import { type CardColumns, gridColumnClasses } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import type { Testimonial } from "~/components/testimonial";
import { OrganisationMark } from "~/features/partner-logos/organisation-mark";
import { StatusBadge } from "./status-badge";
import type { BadgeLabel } from "./status-tone";

export type DetailFact = { label: string; value: string };
type DetailList = { heading: string; items: readonly string[] };

/**
 * A card richer than the foundation's CardItem: facts (duration, sector...),
 * lists (milestones, key questions...), a status badge, a portfolio share, a
 * quote and one action. The records of each page map onto it
 * (ecosystem-cards.ts, solution-cards.ts).
 */
export type RecordCardData = {
  title: string;
  description?: string;
  icon?: IconName;
  /** The organisation the card is about: its logo, or the mark drawn from its name. */
  logo?: { name: string; image?: string };
  /** A short line above the title: stage, partner, industry. */
  eyebrow?: string;
  badge?: BadgeLabel;
  facts?: readonly DetailFact[];
  lists?: readonly DetailList[];
  /** Labelled paragraphs: challenge, solution, results. */
  notes?: readonly DetailFact[];
  /** A share of a whole, drawn as a bar and stated as text. */
  share?: { percent: number; label: string };
  quote?: Testimonial;
  action?: { label: string; to: string };
};

type RecordCardGridProps = {
  items: readonly RecordCardData[];
  columns?: CardColumns;
  headingLevel?: "h3" | "h4";
};

/** Record cards in a grid, revealed one after another (0.1 s apart) on scroll. */
export function RecordCardGrid({ items, columns = 3, headingLevel = "h3" }: RecordCardGridProps) {
  return (
    <ul className={`grid gap-6 ${gridColumnClasses[columns]}`}>
      {items.map((item, i) => (
        <Reveal
          as="li"
          index={i}
          key={item.title}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <RecordCard item={item} headingLevel={headingLevel} />
        </Reveal>
      ))}
    </ul>
  );
}

function RecordCard({ item, headingLevel: Heading }: { item: RecordCardData; headingLevel: "h3" | "h4" }) {
  return (
    <>
      {(item.icon || item.badge || item.logo) && (
        <div className="flex items-start justify-between gap-3">
          {item.logo && <OrganisationMark name={item.logo.name} image={item.logo.image} />}
          {item.icon && (
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} />
            </span>
          )}
          {item.badge && <StatusBadge label={item.badge} />}
        </div>
      )}
      <div>
        {item.eyebrow && <p className="text-sm font-semibold text-saffron-600">{item.eyebrow}</p>}
        <Heading className="text-lg font-semibold text-slate-900">{item.title}</Heading>
      </div>
      {item.description && <p className="text-slate-600">{item.description}</p>}
      {item.notes && (
        <dl className="space-y-3 text-sm">
          {item.notes.map((note) => (
            <div key={note.label}>
              <dt className="font-semibold text-slate-900">{note.label}</dt>
              <dd className="mt-0.5 text-slate-600">{note.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.share && (
        <div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${item.share.percent}%` }} />
          </div>
          <p className="mt-1 text-sm font-medium text-slate-700">{item.share.label}</p>
        </div>
      )}
      {item.facts && item.facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          {item.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.lists?.map((list) => (
        <div key={list.heading}>
          <p className="text-sm font-semibold text-slate-900">{list.heading}</p>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
            {list.items.map((entry) => (
              <li key={entry} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                <span>{entry}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {item.quote && (
        <figure className="rounded-xl border-l-4 border-saffron-500 bg-saffron-400/10 p-4">
          <blockquote className="text-sm text-slate-700 italic">
            <p>“{item.quote.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 flex items-center gap-3 text-sm">
            <Avatar name={item.quote.author} image={item.quote.image} size={36} />
            <span>
              <span className="block font-semibold text-slate-900">{item.quote.author}</span>
              <span className="block text-slate-600">{item.quote.position}</span>
            </span>
          </figcaption>
        </figure>
      )}
      {item.action && (
        <Link to={item.action.to} className="btn btn-secondary mt-auto self-start">
          {item.action.label}
          <span className="sr-only">: {item.title}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      )}
    </>
  );
}
