import { useLocation } from "react-router";
import { interactiveOnFirstUse } from "~/components/static-content/interactive-on-demand";
import { useScrolled } from "./scroll-state";

// The menus' code loads when a pointer or keyboard focus first comes to them;
// until then the prerendered navigation is markup whose links work.
const SiteNav = interactiveOnFirstUse(() => import("./site-nav"), "SiteNav");

/** The fixed top bar; it gains a solid background and shadow once scrolled. */
export function SiteHeader() {
  const scrolled = useScrolled();
  const { pathname, hash } = useLocation();
  return (
    <div
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${scrolled ? "bg-white shadow-md" : "bg-white/90 backdrop-blur"}`}
    >
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteNav pathname={pathname} hash={hash} />
    </div>
  );
}
