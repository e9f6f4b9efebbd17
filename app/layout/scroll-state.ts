import { useEffect, useState } from "react";

/** Spec: the top bar changes its look after more than 10 px of scroll. */
export const SCROLLED_THRESHOLD_PX = 10;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLLED_THRESHOLD_PX;
}

/** Whether the page is scrolled past the threshold, updated on scroll. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
