import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Link } from "~/components/link";
import { footerColumns } from "~/config/footer-links";
import { site } from "~/config/site";

/** The site footer, HTML with no script (layouts/standard-layout.astro). */
export default function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-6 lg:px-8">
        <div className="md:col-span-3 lg:col-span-1">
          <p className="text-xl font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm">{site.description}</p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.name}>
                <ExternalLink href={s.href} className="inline-flex rounded-full bg-slate-800 p-2 text-slate-200 hover:bg-brand-700 hover:text-white" aria-label={`${site.name} on ${s.name} (opens in a new tab)`}>
                  <Icon name={s.name.toLowerCase() as IconName} className="size-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`${column.heading} links`}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="hover:text-white hover:underline">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © <CurrentYear /> {site.company}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** The year at render; the prerendered year may differ from the visitor's clock on New Year's Eve. */
function CurrentYear() {
  // oxlint-disable-next-line react/purity -- the current year is the point
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
