import type { ClientDirective } from "astro";

/** What brings an island's code: a pointer over it, focus in it, a press or input in it. */
const FIRST_USE_EVENTS = ["pointerover", "pointerdown", "focusin", "click", "input"] as const;

/**
 * `client:first-use`: an island hydrates when the visitor first reaches for
 * it, not before. Until then its server-rendered HTML is the page: links
 * navigate, forms post natively (uncontrolled inputs keep what was typed when
 * React takes them over, as hydration reuses the same elements).
 *
 * `client:first-use={{ rootMargin: "300px" }}` also hydrates it when it comes
 * that near the viewport: for what moves on its own once seen (the autoplaying
 * carousels), whose buttons must still work when pressed while it loads.
 *
 * A click that arrived before the code did is clicked again once the island
 * has hydrated (a phone's tap, where the press and the click come together),
 * so a button works on its first press. A click that already did something
 * on its own (a link's navigation, a form's submit) is not repeated.
 */
const firstUse: ClientDirective = (load, options, island) => {
  let pendingClick: HTMLButtonElement | null = null;
  let started = false;
  let nearView: IntersectionObserver | undefined;
  const begin = async () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, start, true);
    nearView?.disconnect();
    island.addEventListener("click", remember, true);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener("click", remember, true);
    if (pendingClick?.isConnected) pendingClick.click();
  };
  const start = (event: Event) => {
    if (event.type === "click" && !event.defaultPrevented) pendingClick = plainButtonOf(event.target);
    void begin();
  };
  const remember = (event: Event) => {
    pendingClick = plainButtonOf(event.target) ?? pendingClick;
  };
  for (const type of FIRST_USE_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  const rootMargin = rootMarginOf(options.value);
  if (rootMargin !== undefined && typeof IntersectionObserver !== "undefined") {
    nearView = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void begin(), { rootMargin });
    // The island element itself has no box (display: contents); its children do.
    for (const child of island.children) nearView.observe(child);
  }
};

/** The directive's `{ rootMargin }`, when it was given one. */
function rootMarginOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("rootMargin" in value)) return undefined;
  return typeof value.rootMargin === "string" ? value.rootMargin : undefined;
}

/**
 * The button a press landed in, when it is one that does nothing without its
 * script (not a form's submit button, which posts on its own). The target may
 * be an icon's <svg> or <use> inside the button, which is no HTMLElement.
 */
export function plainButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  return button !== null && button.type === "button" ? button : null;
}

export default firstUse;
