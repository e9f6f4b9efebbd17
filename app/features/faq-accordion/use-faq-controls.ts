import { useEffect } from "react";
import { isPlainClick } from "~/components/static-content/router-link-click";
import { clickedQuestion, toggleQuestion } from "./answer-toggle";
import { JUMP_NAV_TITLE_ID, jumpToCategory } from "./jump-scroll";

type Click = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "target">;

/** The category a plain click on a 'Jump to Category' link leads to; null for other clicks (a modified click is left to the browser). */
export function jumpLinkCategory(event: Click): string | null {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return null;
  const link = event.target.closest(`nav[aria-labelledby="${JUMP_NAV_TITLE_ID}"] a[href^="#"]`);
  return link ? (link.getAttribute("href") ?? "").slice(1) : null;
}

/**
 * The FAQ's controls, on its static content's markup (the route calls this):
 * the questions open and close their answers, one open at most; the 'Jump to
 * Category' links scroll to the category and move focus to its heading.
 */
export function useFaqControls(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const question = clickedQuestion(event.target);
      if (question) {
        toggleQuestion(question);
        return;
      }
      const category = jumpLinkCategory(event);
      if (category && jumpToCategory(category)) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
