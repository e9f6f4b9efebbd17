import { useEffect, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the prerendered HTML and while hydrating, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Marks <html data-hydrated> once React has taken over the prerendered page (tests wait for it). */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/**
 * Whether the browser is hydrating the prerendered page, so that it still
 * shows what was prerendered for it (false when prerendering, and once
 * useMarkHydrated has marked the page). For code outside a component.
 */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";
}
