import type { ReactNode } from "react";
import { type Cover, CoverArt } from "./cover-art";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";
import { Link } from "./link";
import { Reveal } from "./reveal";

type DetailMeta = { icon: IconName; text: string; label?: string };

type DetailAction = {
  label: string;
  to: string;
  /** Leaves the site: opens in a new tab and says so. */
  external?: boolean;
  icon?: IconName;
};

type DetailCardProps = {
  title: string;
  /** Position in its list, for the staggered reveal. */
  index: number;
  description: string;
  /** Badges above the title (category, status). */
  badges?: ReactNode;
  meta?: readonly DetailMeta[];
  list?: { title: string; items: readonly string[] };
  tags?: readonly string[];
  /** Extra content under the description (a highlight line, a person). */
  children?: ReactNode;
  action?: DetailAction;
  cover?: Cover;
};

/**
 * A content card with the details a list of briefs, forums, services or
 * events needs: badges, meta lines, a description, a list and one action.
 * Rendered as a list item of a <ul> grid.
 */
export function DetailCard({ title, index, description, badges, meta, list, tags, children, action, cover }: DetailCardProps) {
  return (
    <Reveal as="li" index={index} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {cover && <CoverArt cover={cover} className="h-36" />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {badges && <div className="flex flex-wrap gap-2">{badges}</div>}
        <h3 className="text-lg font-semibold text-balance">{title}</h3>
        {meta && meta.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {meta.map((item) => (
              <li key={item.text} className="inline-flex items-center gap-1.5">
                <Icon name={item.icon} className="size-4" />
                {item.label && <span className="sr-only">{item.label}: </span>}
                {item.text}
              </li>
            ))}
          </ul>
        )}
        <p className="text-slate-600">{description}</p>
        {children}
        {list && list.items.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-slate-800">{list.title}</p>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {list.items.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
        {tags && tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
            {tags.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {action && <CardAction action={action} title={title} />}
      </div>
    </Reveal>
  );
}

function CardAction({ action, title }: { action: DetailAction; title: string }) {
  const className = "mt-auto inline-flex items-center gap-1.5 self-start pt-2 font-semibold text-brand-700 hover:underline";
  const content = (
    <>
      {action.icon && <Icon name={action.icon} className="size-4" />}
      {action.label}
      <span className="sr-only">: {title}</span>
    </>
  );
  if (action.external) {
    return (
      <ExternalLink href={action.to} className={className}>
        {content}
        <Icon name="external-link" className="size-4" />
      </ExternalLink>
    );
  }
  return (
    <Link to={action.to} className={className}>
      {content}
      {!action.icon && <Icon name="arrow-right" className="size-4" />}
    </Link>
  );
}

/** The grid DetailCards sit in. */
export function DetailGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <ul className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>{children}</ul>;
}
