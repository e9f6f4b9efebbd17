/** Element id of the 'Jump to Category' heading, which names its links' nav. */
export const JUMP_NAV_TITLE_ID = "faq-jump-title";

/**
 * 'Jump to Category' scrolls smoothly, or instantly for visitors who ask
 * their system for reduced motion.
 */
export function jumpScrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "instant" : "smooth";
}

/** Element id of a category's heading, which receives focus after the jump. */
export function categoryHeadingId(categoryId: string): string {
  return `${categoryId}-title`;
}

/**
 * Scrolls to the category and moves keyboard and screen-reader focus to its
 * heading, so the next Tab continues from there.
 */
export function jumpToCategory(categoryId: string): boolean {
  const section = document.getElementById(categoryId);
  const heading = document.getElementById(categoryHeadingId(categoryId));
  if (!section) return false;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // Focus first without scrolling, so focus does not cut the smooth scroll short.
  (heading ?? section).focus({ preventScroll: true });
  section.scrollIntoView({ behavior: jumpScrollBehavior(reduced), block: "start" });
  return true;
}
