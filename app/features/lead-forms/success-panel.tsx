import type { ReactNode, Ref } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import type { SuccessPanelContent } from "./success-panels";

type SuccessPanelProps = {
  /** Prefix of the heading's id, unique on the page (the form's id). */
  idPrefix: string;
  content: SuccessPanelContent;
  /** The form's success text (spec §8, or the content page's own confirmation); the partnership banner once it has gone: none. */
  message?: ReactNode;
  /** h1 on the thanks page, h3 in a page's form section. */
  headingLevel?: 1 | 3;
  /** The heading takes focus when the panel replaces the form. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A close button that brings the form back (spec §4: the contact notice can be dismissed). */
  dismiss?: { label: string; onDismiss: () => void };
  /** Under the reference: what only this form offers (an event's calendar file). */
  children?: ReactNode;
  /** Last: a dialog's Close button. */
  footer?: ReactNode;
};

/**
 * What replaces a form once it is sent: the success text, the lead's
 * reference, when to expect a reply and two ways on. Rendered by the form's
 * island after its send, and on the server for the thanks page of a plain post.
 */
export function SuccessPanel({ idPrefix, content, message, headingLevel = 3, headingRef, dismiss, children, footer }: SuccessPanelProps) {
  const Heading = headingLevel === 1 ? "h1" : "h3";
  const headingId = `${idPrefix}-success-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-slate-800 sm:p-8">
      <div className="flex items-start gap-3">
        <Icon name="circle-check" className={`shrink-0 text-emerald-700 ${headingLevel === 1 ? "mt-1 size-8" : "mt-0.5 size-6"}`} />
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={`flex-1 font-bold tracking-tight text-balance text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 ${headingLevel === 1 ? "text-3xl" : "text-xl"}`}
        >
          {content.heading}
        </Heading>
        {dismiss && (
          <button
            type="button"
            onClick={dismiss.onDismiss}
            aria-label={dismiss.label}
            className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-emerald-900 hover:bg-emerald-100"
          >
            <Icon name="x" className="size-5" />
          </button>
        )}
      </div>
      {message && <div className="mt-3 text-lg">{message}</div>}
      <dl className="mt-5 grid gap-4 border-t border-emerald-200 pt-5 sm:grid-cols-2">
        {content.reference && (
          <div>
            <dt className="text-sm font-medium text-slate-600">{content.reference.label}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold tracking-wide break-all text-slate-900">{content.reference.value}</dd>
          </div>
        )}
        <div className={content.reference ? undefined : "sm:col-span-2"}>
          <dt className="text-sm font-medium text-slate-600">When you will hear from us</dt>
          <dd className="mt-1">{content.replyBy}</dd>
        </div>
      </dl>
      {children && <div className="mt-5">{children}</div>}
      <ul aria-label="Where to next" className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {content.next.map((link, index) => (
          <li key={link.path}>
            <Link to={link.path} className={`btn ${index === 0 ? "btn-primary" : "btn-secondary"} w-full sm:w-auto`}>
              {link.label}
              {index === 0 && <Icon name="arrow-right" className="size-4" />}
            </Link>
          </li>
        ))}
      </ul>
      {footer && <div className="mt-4">{footer}</div>}
    </section>
  );
}
