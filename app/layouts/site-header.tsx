import type { CSSProperties, ReactNode } from "react";
import { getStartedPath } from "~/config/navigation";
import { site } from "~/config/site";
import { ApplyLink } from "./apply-link";
import { BrandLogo } from "./brand-logo";
import { DesktopNav } from "./desktop-nav";
import { PhoneMenu } from "./phone-menu";

/** Spec: the top bar changes its look after more than 10 px of scroll. */
export const SCROLLED_THRESHOLD_PX = 10;

/** The attribute the no-timeline fallback (scrolled-header-fallback.astro) sets; CSS styles both ways alike. */
export const SCROLLED_ATTRIBUTE = "data-scrolled";

/**
 * The fixed top bar of the standard layout, all HTML: the logo, the desktop
 * menus, Apply, Get Started and the phone menu, the current section highlighted
 * from the page's path; `search`, the site search's toggle and panel
 * (features/site-search), sits before Apply. Its scrolled look (past the spec's 10 px) is a
 * scroll-driven animation (site-shell.css), which reads the threshold here.
 */
export function SiteHeader({ pathname, search }: { pathname: string; search?: ReactNode }) {
  const threshold = { "--scrolled-threshold": `${SCROLLED_THRESHOLD_PX}px` } as CSSProperties;
  return (
    <div data-site-header="" className="site-header fixed inset-x-0 top-0 z-40 bg-white/90 backdrop-blur" style={threshold}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <nav aria-label="Main" className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-800">
          <BrandLogo />
          <span>{site.name}</span>
        </a>
        <DesktopNav pathname={pathname} />
        <div className="flex shrink-0 items-center gap-2">
          {search}
          <ApplyLink pathname={pathname} className="hidden sm:inline-flex" />
          <a href={getStartedPath} className="btn btn-primary hidden whitespace-nowrap sm:inline-flex">
            Get Started
          </a>
          <PhoneMenu pathname={pathname} />
        </div>
      </nav>
    </div>
  );
}
