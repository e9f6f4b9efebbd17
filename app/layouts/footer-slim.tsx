import { Link } from "~/components/link";
import { footerColumns } from "~/config/footer-links";
import { FooterCopyright } from "./footer-copyright";

/** The legal links, the one column every page must reach (spec §Footer). */
const legalLinks = footerColumns.find((column) => column.heading === "Legal")?.links ?? [];

/**
 * The footer of /contact (layouts/minimal-layout.astro): the minimal page
 * keeps its focus on the form, and still reaches the legal pages and shows
 * the copyright line. On a phone it leaves room below for the chat button, which floats there on this layout.
 */
export function FooterSlim() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 sm:px-6 sm:pb-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <FooterCopyright />
        <nav aria-label="Legal links">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {legalLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="inline-block py-1 underline-offset-2 hover:text-brand-800 hover:underline">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
