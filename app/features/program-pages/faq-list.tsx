import { Icon } from "~/components/icon";
import type { ProgramFaq } from "./programme-types";

/**
 * Questions and answers as native disclosures: keyboard and screen-reader
 * friendly with no script, and the answers are in the prerendered HTML.
 */
export function FaqList({ faqs }: { faqs: readonly ProgramFaq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="mt-3 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
