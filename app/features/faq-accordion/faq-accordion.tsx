import { useState } from "react";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { FaqCategory } from "~/content/faq-types";
import { categoryHeadingId } from "./jump-scroll";
import { type OpenAnswer, isAnswerOpen, toggleAnswer } from "./open-answer";

/**
 * The FAQ, category by category, each question an accordion button. One
 * answer is open at most, across all categories. Closed answers are hidden
 * only where scripting is enabled (the `noscript:` variant), so the
 * prerendered page shows every answer to readers without JavaScript and
 * nothing shifts when the page hydrates.
 */
export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  const [open, setOpen] = useState<OpenAnswer>(null);
  return (
    <div className="flex flex-col gap-12">
      {categories.map((category) => (
        <section key={category.id} id={category.id} aria-labelledby={categoryHeadingId(category.id)}>
          <h2
            id={categoryHeadingId(category.id)}
            tabIndex={-1}
            className="flex items-center gap-3 text-2xl font-bold tracking-tight"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={category.icon} className="size-5" />
            </span>
            {category.title}
          </h2>
          <ul className="mt-5 flex flex-col gap-3">
            {category.items.map((item, i) => {
              const expanded = isAnswerOpen(open, item.id);
              const buttonId = `faq-question-${item.id}`;
              const answerId = `faq-answer-${item.id}`;
              return (
                <Reveal as="li" index={i} key={item.id} className="rounded-xl border border-slate-200 bg-white">
                  <h3>
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={answerId}
                      onClick={() => setOpen((current) => toggleAnswer(current, item.id))}
                      className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold hover:bg-slate-50"
                    >
                      {item.question}
                      <Icon
                        name="chevron-down"
                        className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? "rotate-180" : ""}`}
                      />
                    </button>
                  </h3>
                  <div
                    id={answerId}
                    data-testid="faq-answer"
                    className={`flex-col gap-3 px-5 pb-5 text-slate-700 ${expanded ? "flex" : "hidden noscript:flex"}`}
                  >
                    {item.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </Reveal>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
