/** What the router should do with a click on a link inside prerendered static content. */
export type RouterLinkClick = { to: string; replace: boolean };

type ClickButtons = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">;
type ClickLike = ClickButtons & Pick<MouseEvent, "defaultPrevented"> & { target: EventTarget | null };
type LocationLike = Pick<Location, "origin" | "pathname" | "search" | "hash" | "href">;

/**
 * The navigation a click on an in-site router link (one React Router rendered:
 * it carries `data-discover`) asks for, or null when the browser should handle
 * the click itself: a modified or non-primary click, a link opening elsewhere
 * or downloading, a plain anchor, another origin, an in-page "#anchor".
 * Like React Router's <Link>, a link to the current URL replaces the entry.
 */
export function routerLinkClick(event: ClickLike, location: LocationLike): RouterLinkClick | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!anchor || !anchor.hasAttribute("data-discover") || anchor.hasAttribute("download")) return null;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return null;
  const url = new URL(anchor.getAttribute("href") ?? "", location.href);
  if (url.origin !== location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${location.pathname}${location.search}`;
  if (url.hash && `${url.pathname}${url.search}` === here) return null;
  return { to, replace: to === `${here}${location.hash}` };
}

/** A primary-button click with no modifier key; the browser keeps the others (new tab, new window, download). */
export function isPlainClick(event: ClickButtons): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
