import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Link } from "~/components/link";
import { footerColumns } from "~/config/footer-links";
import { site } from "~/config/site";
import { NewsletterSignUpForm } from "~/features/newsletter/newsletter-sign-up-form";
import { FooterCopyright } from "./footer-copyright";
import { FooterTrustBlock } from "./footer-trust-block";

/**
 * The site footer, HTML with no script (layouts/standard-layout.astro): the
 * brand and social links, the trust block (registered office, CIN, phone,
 * e-mail), the newsletter sign-up (a plain form post), the spec's link
 * columns and the copyright line. On a phone the link columns sit two abreast
 * instead of one long column.
 */
export default function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8 lg:py-14">
        <div className="grid gap-7 md:grid-cols-2 lg:grid-cols-12 lg:gap-10">
          <div className="md:col-span-2 lg:col-span-4">
            <p className="text-xl font-bold text-white">{site.name}</p>
            {/* The pitch is the page's job on a phone; the footer stays short there. */}
            <p className="mt-3 hidden text-sm sm:block">{site.description}</p>
            <ul className="mt-4 flex gap-3 sm:mt-5" aria-label="Social media">
              {site.social.map((s) => (
                <li key={s.name}>
                  <ExternalLink href={s.href} className="inline-flex rounded-full bg-slate-800 p-2 text-slate-200 hover:bg-brand-700 hover:text-white" aria-label={`${site.name} on ${s.name} (opens in a new tab)`}>
                    <Icon name={s.name.toLowerCase() as IconName} className="size-5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-4">
            <FooterTrustBlock />
          </div>
          <div className="lg:col-span-4">
            <NewsletterSignUpForm />
          </div>
        </div>
        <div className="mt-8 grid grid-cols-2 gap-x-6 gap-y-6 border-t border-slate-800 pt-8 sm:mt-10 sm:grid-cols-3 sm:gap-y-8 sm:pt-10 lg:grid-cols-5">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={`${column.heading} links`}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
              <ul className="mt-2 space-y-1 text-sm sm:mt-3 sm:space-y-1.5">
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path} className="inline-block py-0.5 hover:text-white hover:underline">
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <FooterCopyright />
        </div>
      </div>
    </footer>
  );
}
