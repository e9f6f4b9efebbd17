import { useEffect } from "react";

/** Marks <html data-hydrated> once React has taken over the prerendered page (tests wait for it). */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
