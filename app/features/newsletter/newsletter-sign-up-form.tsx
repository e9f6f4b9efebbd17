import { useId } from "react";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import { NEWSLETTER_API } from "../../../contract/newsletter/newsletter-paths.ts";
import { FormDataNotice } from "~/features/data-notice/form-data-notice";

type Props = {
  /** A refused plain post (the on-demand sign-up page): the typed address and the messages. */
  initial?: LeadFormPostState;
  /** On the footer's dark ground, or on a white page. */
  tone?: "dark" | "light";
  /** The form's name (a landmark): the footer's and a page's form must differ where both show. */
  heading?: string;
};

/**
 * The newsletter sign-up: a real form that the browser posts without any
 * script (the server answers 303 to "check your inbox", or this form again
 * with its message). Double opt-in: nothing is sent before the address's
 * owner confirms from the mail. No island: the browser's own e-mail check
 * and the server's page cover it, and the footer ships no script.
 */
export function NewsletterSignUpForm({ initial, tone = "dark", heading = "Newsletter" }: Props) {
  const id = useId();
  const emailError = initial?.fieldErrors.email;
  const formError = initial?.formError && initial.formError !== emailError ? initial.formError : undefined;
  const typed = initial?.values.email;
  const dark = tone === "dark";
  return (
    <form method="post" action={NEWSLETTER_API.signUp} className="relative" aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} className={dark ? "text-sm font-semibold tracking-wider text-white uppercase" : "text-lg font-semibold text-slate-900"}>
        {heading}
      </p>
      <p id={`${id}-pitch`} className={`mt-2 text-sm ${dark ? "text-slate-300" : "text-slate-700"}`}>
        Programme calls, events and founder stories, once a month. Confirm by e-mail; leave with one press from any of our mails.
      </p>
      {formError ? (
        <p role="alert" className={`mt-3 text-sm font-medium ${dark ? "text-amber-200" : "text-red-800"}`}>
          {formError}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.in"
          defaultValue={typeof typed === "string" ? typed : ""}
          aria-describedby={emailError ? `${id}-pitch ${id}-error` : `${id}-pitch`}
          aria-invalid={emailError ? true : undefined}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2.5 text-sm ${
            dark ? "border-slate-500 bg-slate-900 text-white placeholder:text-slate-400" : "border-slate-400 bg-white text-slate-900 placeholder:text-slate-500"
          }`}
        />
        <button type="submit" className="btn btn-primary shrink-0">
          Subscribe
        </button>
      </div>
      {emailError ? (
        <p id={`${id}-error`} className={`mt-2 text-sm font-medium ${dark ? "text-amber-200" : "text-red-800"}`}>
          {emailError}
        </p>
      ) : null}
      <div className="mt-3">
        <FormDataNotice kind="newsletter" tone={tone} />
      </div>
      {/* Off screen, out of the tab order: bots fill it in, people never see it (the server keeps nothing when it is filled). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </form>
  );
}
