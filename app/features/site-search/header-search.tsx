import type { ReactNode } from "react";
import { Icon } from "~/components/icon";

/** The header's search panel (a popover) and its toggle. */
export const HEADER_SEARCH_PANEL_ID = "site-search-panel";

/**
 * The header's search: a button that opens a panel under the bar (at the
 * right; the width of the screen on a phone) holding
 * the search box (`children`: the SiteSearchBox island), all HTML. The
 * popover opens and closes with no script (Escape or a click elsewhere
 * closes it); the box inside has autofocus, so opening the panel puts the
 * caret in it, and that first focus is what brings the box's code.
 */
export function HeaderSearch({ children }: { children: ReactNode }) {
  return (
    <>
      {/* On a phone the support chat's launcher (44 px) sits in the bar left of the menu toggle (support-chat-island.tsx): the button keeps clear of it. */}
      <button type="button" popoverTarget={HEADER_SEARCH_PANEL_ID} className="rounded-md p-2 text-slate-700 hover:bg-slate-100 max-sm:mr-13">
        <Icon name="search" className="size-5" />
        <span className="sr-only">Search</span>
      </button>
      <div id={HEADER_SEARCH_PANEL_ID} popover="auto" className="fixed m-0 max-h-[calc(100dvh-5.5rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl [inset:4.5rem_1rem_auto_auto]">
        {children}
      </div>
    </>
  );
}
