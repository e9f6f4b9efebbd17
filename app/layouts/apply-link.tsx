import { applyLink } from "~/config/navigation";
import { isNavItemActive } from "./nav-highlight";

/**
 * The header's Apply link (to the incubation application), in the bar and in
 * the phone menu: an outlined button beside Get Started, marked as the
 * current page by the navigation's highlight rule.
 */
export function ApplyLink({ pathname, className = "" }: { pathname: string; className?: string }) {
  const active = isNavItemActive(applyLink.path, pathname);
  return (
    <a
      href={applyLink.path}
      data-active={active}
      aria-current={active ? "page" : undefined}
      className={`btn btn-secondary whitespace-nowrap ${active ? "bg-brand-50" : ""} ${className}`}
    >
      {applyLink.name}
    </a>
  );
}
