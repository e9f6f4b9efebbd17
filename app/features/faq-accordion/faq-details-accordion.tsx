import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { FaqCategory } from "./faq-types";

/** The name every question's <details> shares: the browser keeps at most one of them open. */
export const FAQ_DETAILS_NAME = "faq";

/** Element id of a question's answer. */
const answerId = (itemId: string) => `faq-answer-${itemId}`;

/**
 * The FAQ with no script (pages/faq.astro): each question a <details> of one
 * name, so the browser opens one answer at most across every category and
 * closes the open one when its question is pressed again, by mouse or by
 * keyboard. A category's heading carries the category's id, the target of
 * 'Jump to Category', so the jump lands on it and moves focus to it; the jump
 * scrolls smoothly (instantly under reduced motion: app.css).
 */
export function FaqDetailsAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <div className="flex flex-col gap-12 motion-safe:[html:has(&)]:scroll-smooth">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={category.id}>
          <h2 id={category.id} tabIndex={-1} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={category.icon} className="size-5" />
            </span>
            {category.title}
          </h2>
          <ul className="mt-5 flex flex-col gap-3">
            {category.items.map((item, i) => (
              <Reveal as="li" index={i} key={item.id} className="rounded-xl border border-slate-200 bg-white">
                <details name={FAQ_DETAILS_NAME} className="group">
                  <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    <h3>{item.question}</h3>
                    <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
                  </summary>
                  {/* The answer's paragraphs, from its Markdown (app/content/faq/<id>.md). */}
                  <div id={answerId(item.id)} data-testid="faq-answer" className="flex flex-col gap-3 px-5 pb-5 text-slate-700" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
                </details>
              </Reveal>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
