import { type RefObject, useEffectEvent, useLayoutEffect } from "react";

/**
 * Takes over what the visitor did to an island's server-rendered controls
 * before its code arrived: `adopt` reads the element under `ref` (a box's
 * `.checked`, a search field's `.value`, a form's FormData) and sets the
 * component's state from it, once, as the island hydrates.
 *
 * An island that hydrates on first use (client:first-use) loads on the press
 * meant for it, so a tick or typed words reach the HTML first. Hydration keeps
 * the DOM as the visitor left it while the state holds its initial value; the
 * next render would put the controls back to that value. A layout effect runs
 * in the hydration's commit, before the browser paints or hands the visitor's
 * next event to React, so the state matches the controls from the first
 * frame on and each change after it is React's as usual.
 */
export function useInputBeforeHydration<Element extends HTMLElement>(ref: RefObject<Element | null>, adopt: (element: Element) => void): void {
  const adoptControls = useEffectEvent(adopt);
  // Once, on mount (a ref object stays the same): after that the controls' change events keep the state.
  useLayoutEffect(() => {
    if (ref.current) adoptControls(ref.current);
  }, [ref]);
}
