import { type PersonalDataItem, asSentence } from "../../../contract/leads/data-notices.ts";

type Props = {
  items: readonly PersonalDataItem[];
  /** The list's name for screen readers ("Contact form: each item and why we ask for it"). */
  label: string;
  tone: "light" | "dark";
};

/**
 * A form's personal data, item by item, each with why we ask for it: a
 * definition list, which stacks on a 360 px phone and reads as pairs.
 */
export function NoticeItemList({ items, label, tone }: Props) {
  const term = tone === "dark" ? "text-white" : "text-slate-900";
  return (
    <dl aria-label={label} className="grid gap-2">
      {items.map((entry) => (
        <div key={entry.item} className="sm:grid sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-3">
          <dt className={`font-semibold ${term}`}>
            {asSentence(entry.item).slice(0, -1)}
            {entry.optional ? " (optional)" : null}
          </dt>
          <dd>{asSentence(entry.purpose)}</dd>
        </div>
      ))}
    </dl>
  );
}
