import { type BadgeLabel, badgeKind, badgeTone, badgeToneClasses } from "./status-tone";

/** A status or importance pill: coloured, and always spelled out. */
export function StatusBadge({ label }: { label: BadgeLabel }) {
  return (
    <span
      data-tone={badgeTone(label)}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeToneClasses[badgeTone(label)]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">{badgeKind(label)}: </span>
      {label}
    </span>
  );
}
