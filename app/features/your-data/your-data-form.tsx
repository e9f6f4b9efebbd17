import { type FormEvent, useId, useRef, useState } from "react";
import { DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import type { YourDataPageCopy } from "../../content/schemas/your-data";
import { requestYourDataLink } from "./request-your-data-link";

type Props = {
  copy: YourDataPageCopy["form"];
  /** A refused plain post (the on-demand form page): the typed address and the messages. */
  initial?: LeadFormPostState;
};

type Answer = { tone: "success" | "problem"; message: string; emailError?: string };

/**
 * The link request: a real form the browser posts without any script (the
 * server answers 303 to "check your inbox", or this form again with its
 * message). As an island it posts JSON and shows the answer in place, the
 * same words for every address.
 */
export function YourDataForm({ copy, initial }: Props) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(
    initial?.formError ? { tone: "problem", message: initial.formError, ...(initial.fieldErrors.email ? { emailError: initial.fieldErrors.email } : {}) } : null,
  );
  const answerRef = useRef<HTMLParagraphElement>(null);
  const typed = initial?.values.email;
  const emailError = answer?.emailError ?? initial?.fieldErrors.email;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSending(true);
    const result = await requestYourDataLink(String(data.get("email") ?? ""), String(data.get("website") ?? ""));
    setSending(false);
    setAnswer(result.ok ? { tone: "success", message: result.message } : { tone: "problem", message: result.message, ...(result.emailError ? { emailError: result.emailError } : {}) });
    // The answer replaces nothing on the page: focus goes to it so a screen reader reads it at once.
    requestAnimationFrame(() => answerRef.current?.focus());
  };

  const describedBy = [`${id}-hint`, emailError ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <form method="post" action={DATA_RIGHTS_API.requestLink} onSubmit={onSubmit} className="relative" aria-labelledby={`${id}-heading`} noValidate={false}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <div aria-live="polite">
        {answer ? (
          <p
            ref={answerRef}
            tabIndex={-1}
            role={answer.tone === "problem" ? "alert" : "status"}
            className={`mt-4 rounded-lg border p-3 text-sm font-medium focus:outline-none ${
              answer.tone === "success" ? "border-emerald-700 bg-emerald-50 text-emerald-900" : "border-red-700 bg-red-50 text-red-900"
            }`}
          >
            {answer.message}
          </p>
        ) : null}
      </div>
      <label htmlFor={`${id}-email`} className="mt-4 block font-semibold text-slate-900">
        {copy.emailLabel}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {copy.emailHint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.in"
          defaultValue={typeof typed === "string" ? typed : ""}
          aria-describedby={describedBy}
          aria-invalid={emailError ? true : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" disabled={sending} className="btn btn-primary shrink-0">
          {sending ? copy.sending : copy.button}
        </button>
      </div>
      {emailError ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-800">
          {emailError}
        </p>
      ) : null}
      {/* Off screen, out of the tab order: bots fill it in, people never see it (the server sends nothing when it is filled). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </form>
  );
}
