import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { FaqCategory } from "~/content/faq-types";
import { answerClassName, answerId, chevronClassName, questionButtonId } from "./answer-toggle";
import { categoryHeadingId } from "./jump-scroll";

/**
 * The FAQ, category by category, each question an accordion button, every
 * answer closed. It is static content: useFaqControls (in the route) opens
 * one answer at most, across all categories, on the DOM. Closed answers are
 * hidden only where scripting is enabled, so the prerendered page shows
 * every answer to readers without JavaScript and nothing shifts when the
 * page hydrates.
 */
export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
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
            {category.items.map((item, i) => (
              <Reveal as="li" index={i} key={item.id} className="rounded-xl border border-slate-200 bg-white">
                <h3>
                  <button
                    id={questionButtonId(item.id)}
                    type="button"
                    aria-expanded={false}
                    aria-controls={answerId(item.id)}
                    className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold hover:bg-slate-50"
                  >
                    {item.question}
                    <Icon name="chevron-down" className={chevronClassName(false)} />
                  </button>
                </h3>
                <div id={answerId(item.id)} data-testid="faq-answer" className={answerClassName(false)}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </Reveal>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
