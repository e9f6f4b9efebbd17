import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { site } from "~/config/site";

/** A bar with only the brand and a way back home, for pages outside the standard layout. */
export function MinimalHeader() {
  return (
    <div className="absolute inset-x-0 top-0 z-40 bg-white/95 shadow-sm">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" className="text-xl font-bold text-brand-800">
          {site.name}
        </Link>
        <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" />
          Back to home
        </Link>
      </nav>
    </div>
  );
}
