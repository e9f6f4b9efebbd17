import { Icon } from "~/components/icon";
import { Link } from "~/components/link";

/** The way back from an item to the page that lists it. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
      <Icon name="arrow-left" className="size-4" />
      {label}
    </Link>
  );
}
