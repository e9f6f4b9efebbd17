import type { Crumb } from "~/lib/breadcrumb-trail";
import { Link } from "./link";

/** Breadcrumb navigation; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 py-3 text-sm sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="underline-offset-2 hover:text-brand-700 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
