import { useEffect } from "react";

/** Spec: items in lists are staggered by 0.1 s each. */
export const REVEAL_STAGGER_MS = 100;

const ARMED_CLASS = "reveal-armed";

/**
 * Arms the reveal-on-scroll effect once the page is interactive. Elements
 * already on screen are marked revealed before anything is hidden, so the
 * prerendered content never flashes and the largest paint is not delayed;
 * elements below the fold fade in as they enter the viewport. Elements added
 * later (filters) are picked up by a MutationObserver.
 */
export function useRevealOnScroll(): void {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const reveal = (el: Element) => el.setAttribute("data-revealed", "");
    const intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            reveal(entry.target);
            intersection.unobserve(entry.target);
          }
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    const consider = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.top < window.innerHeight && box.bottom > 0) reveal(el);
      else intersection.observe(el);
    };
    const pending = "[data-reveal]:not([data-revealed])";
    const watch = (root: Element | Document) => {
      if (root instanceof Element && root.matches(pending)) consider(root);
      root.querySelectorAll(pending).forEach(consider);
    };
    watch(document);
    document.documentElement.classList.add(ARMED_CLASS);
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) watch(node);
        }
      }
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      intersection.disconnect();
      mutations.disconnect();
      document.documentElement.classList.remove(ARMED_CLASS);
    };
  }, []);
}
