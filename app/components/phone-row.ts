// The phone row shared by the card grid and the logo wall (docs/design/section-types.md).

/**
 * Below md, a grid that would only stack becomes a row that scrolls sideways
 * card by card, the next card peeking in as the cue; from md it is the grid.
 * The scroller runs to the screen's edges; its focus ring is drawn inside
 * (site-shell.css: the ring's offset is unlayered, so a utility could not set it).
 * It is positioned so that it clips what is absolutely positioned in it too
 * (the links' screen-reader text), else that would widen the page. It
 * never scrolls up and down: the cards' scroll reveal (a slide of up to
 * 1.5rem, site-shell.css) would otherwise make it a few pixels tall to scroll.
 */
export const snapScrollerClasses =
  "relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overflow-y-hidden px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:overflow-visible md:px-0 md:pb-0";
export const snapListClasses = "flex md:grid";
export const snapItemClasses = "w-[82%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none";
