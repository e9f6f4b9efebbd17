import { Icon } from "~/components/icon";
import type { ThanksContent } from "./thanks-content";

/**
 * The thanks page's body: the form's success text, the reference when there
 * is one, and the ways on (back to the form's page, home). Rendered on the
 * server only; no script.
 */
export function ThanksNotice({ content }: { content: ThanksContent }) {
  return (
    <section className="bg-white py-24" aria-labelledby="thanks-heading">
      <div className="mx-auto max-w-2xl px-4 text-center sm:px-6 lg:px-8">
        <Icon name="circle-check" className="mx-auto size-12 text-emerald-600" />
        <h1 id="thanks-heading" className="mt-6 text-3xl font-bold tracking-tight text-balance">
          {content.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{content.message}</p>
        {content.reference && (
          <p className="mt-6 text-slate-700">
            {content.reference.label}: <strong className="font-mono text-slate-900">{content.reference.value}</strong>
          </p>
        )}
        <nav aria-label="Where to next" className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={content.back.path} className="btn btn-primary">
            Back to {content.back.name}
          </a>
          <a href="/" className="btn btn-secondary">
            Home
          </a>
        </nav>
      </div>
    </section>
  );
}
