import { Icon } from "~/components/icon";
import type { FaqCategory } from "./faq-types";

/** Element id of the 'Jump to Category' heading, which names its links' nav. */
const JUMP_NAV_TITLE_ID = "faq-jump-title";

/**
 * 'Jump to Category': in-page links, with no script. Each lands on its
 * category's heading, which takes focus (./faq-details-accordion.tsx); the
 * page scrolls smoothly there, instantly under reduced motion.
 */
export function CategoryJumpNav({ title, categories }: { title: string; categories: readonly FaqCategory[] }) {
  return (
    <nav aria-labelledby={JUMP_NAV_TITLE_ID} className="rounded-2xl bg-slate-50 p-6">
      <h2 id={JUMP_NAV_TITLE_ID} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
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
