import type { ReactNode } from "react";
import { Link } from "~/components/link";
import { mainNavigation } from "~/config/navigation";

/** What a visitor sees on an unknown path: a search box (`search`) and a way on to every main section (pages/404.astro). */
export default function NotFoundMessage({ search }: { search?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-32 pb-20 text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-h1">Page not found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you asked for does not exist or has moved. These sections may have what you were looking for:
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {mainNavigation.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="block rounded-xl border border-slate-200 px-4 py-3 font-medium hover:border-brand-600 hover:text-brand-700">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
      {search && <div className="mx-auto mt-10 max-w-xl">{search}</div>}
    </div>
  );
}
