import type { ClientDirective } from "astro";

/** What brings an island's code: a pointer over it, focus in it, a press or input in it. */
const FIRST_USE_EVENTS = ["pointerover", "pointerdown", "focusin", "click", "input"] as const;

/**
 * `client:first-use`: an island hydrates when the visitor first reaches for
 * it, not before. Until then its server-rendered HTML is the page: links
 * navigate, forms post natively (uncontrolled inputs keep what was typed when
 * React takes them over, as hydration reuses the same elements).
 *
 * A click that arrived before the code did is clicked again once the island
 * has hydrated (a phone's tap, where the press and the click come together),
 * so a button works on its first press. A click that already did something
 * on its own (a link's navigation, a form's submit) is not repeated.
 */
const firstUse: ClientDirective = (load, _options, island) => {
  let pendingClick: HTMLButtonElement | null = null;
  const start = async (event: Event) => {
    if (event.type === "click" && !event.defaultPrevented) pendingClick = plainButtonOf(event.target);
    for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, start, true);
    island.addEventListener("click", remember, true);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener("click", remember, true);
    if (pendingClick?.isConnected) pendingClick.click();
  };
  const remember = (event: Event) => {
    pendingClick = plainButtonOf(event.target) ?? pendingClick;
  };
  for (const type of FIRST_USE_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
};

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
