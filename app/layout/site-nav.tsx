import { Link } from "~/components/link";
import { getStartedPath } from "~/config/navigation";
import { site } from "~/config/site";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";

/** Where the visitor is: the menus highlight it, and a navigation closes them. */
export type SiteNavProps = { pathname: string; hash: string };

/** The main navigation: the logo, the menus (desktop and phone) and "Get Started". */
export function SiteNav({ pathname, hash }: SiteNavProps) {
  return (
    <nav aria-label="Main" className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
      <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <Logo />
        <span>{site.name}</span>
      </Link>
      <DesktopNav pathname={pathname} />
      <div className="flex items-center gap-2">
        <Link to={getStartedPath} className="btn btn-primary hidden sm:inline-flex">
          Get Started
        </Link>
        <MobileMenu pathname={pathname} hash={hash} />
      </div>
    </nav>
  );
}

function Logo() {
  return (
    <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M16 25V14M16 14c0-4 3-7 8-7 0 4-3 7-8 7Zm0 3c0-3-2.5-6-7-6 0 3.5 2.5 6 7 6Z" fill="none" stroke="#fbbf24" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
