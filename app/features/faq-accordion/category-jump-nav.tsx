import type { MouseEvent } from "react";
import { Icon } from "~/components/icon";
import type { FaqCategory } from "~/content/faq-types";
import { jumpToCategory } from "./jump-scroll";

/**
 * 'Jump to Category': in-page links (they work without JavaScript) that, once
 * the page is interactive, scroll smoothly to the category (instantly under
 * reduced motion) and move focus to its heading.
 */
export function CategoryJumpNav({ categories }: { categories: readonly FaqCategory[] }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (jumpToCategory(id)) event.preventDefault();
  };
  return (
    <nav aria-labelledby="faq-jump-title" className="rounded-2xl bg-slate-50 p-6">
      <h2 id="faq-jump-title" className="text-lg font-semibold">
        Jump to Category
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              onClick={(event) => onClick(event, category.id)}
              className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon name={category.icon} className="size-4" />
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
