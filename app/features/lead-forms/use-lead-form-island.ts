import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import type { Validation } from "./validate-lead";
import { fieldErrorsOf } from "./lead-error-text";
import { useHydrated } from "~/lib/use-hydrated";
import { type FormTextValues, textValuesOf } from "./form-values";
import { fieldIdOf } from "./lead-form-fields-context";
import { type LeadFormView, firstInvalidField, initialView } from "./lead-form-view";
import { postLeadForm } from "./post-lead-form";
import { spamCheckOf } from "./spam-check";

export type LeadFormIslandOptions<Result, Request = unknown> = {
  kind: LeadKind;
  /** Prefix of the fields' ids, unique on the page. */
  formId: string;
  initial: LeadFormPostState | undefined;
  /** A success the page was rendered with (a plain post of the status lookup answered by the server): the form starts submitted, showing it. */
  initialResult?: Result;
  /** The form's fields in the order they show, for focus after a failed check. */
  fieldOrder: readonly string[];
  /** Fields that are a group of checkboxes (always a list). */
  listFields?: readonly string[];
  /** The shared contract schema's check of the text values (and of a file, from the FormData). */
  check: (values: FormTextValues, formData: FormData) => Validation<Request>;
  /** What a success answer means to this form (given the checked request); throws when the answer is a refusal in disguise (incubation). */
  resultOf: (data: unknown, request: Request) => Result;
  /** The text this form shows for a failed submission (spec §8). */
  errorText: (error: unknown) => string;
  /** The form shows an error summary, focused after a failed check. */
  hasSummary?: boolean;
  /** Runs once the check passed; false holds the send (the investor form opens its NDA first). */
  beforeSend?: (values: FormTextValues) => boolean;
  /** Sends a checked form; by default a lead form posts its FormData with an Idempotency-Key and its spam check (./post-lead-form.ts). */
  sendForm?: (formData: FormData, sameAttempt: unknown, request: Request) => Promise<unknown>;
  /** The values that make two sends the same attempt (one Idempotency-Key), when the form holds more (the moment an NDA was accepted). */
  sameAttemptOf?: (values: FormTextValues) => unknown;
};

/**
 * A lead form's island: its inputs are uncontrolled, so this hook only
 * stops the browser's post, reads the FormData, checks it with the shared
 * schema, sends it (./post-lead-form.ts) and shows the outcome. Focus goes
 * where a keyboard user can go on: the error summary or the first invalid
 * field after a failed check, the outcome after the call.
 */
export function useLeadFormIsland<Result, Request = unknown>({ kind, formId, initial, initialResult, fieldOrder, listFields = [], check, resultOf, errorText, hasSummary = false, beforeSend = () => true, sendForm, sameAttemptOf = (values) => values }: LeadFormIslandOptions<Result, Request>) {
  const [view, setView] = useState<LeadFormView<Result>>(() =>
    initialResult === undefined ? initialView<Result>(initial) : { status: "submitted", fieldErrors: {}, result: initialResult },
  );
  /** A refused post's values until a success clears the form; the fields remount (fieldsKey) with none. */
  const [defaults, setDefaults] = useState(initial);
  const [fieldsKey, setFieldsKey] = useState(0);
  const hydrated = useHydrated();
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  /** The success panel's heading (./success-panel.tsx), focused when the panel replaces the form. */
  const successRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  /**
   * Where focus goes once the state just set has rendered: run after the
   * commit, so the outcome or the messages are in the page by then (a frame
   * callback could come before React has rendered an update made after an await).
   */
  const focusAfterRender = useRef<(() => void) | null>(null);
  useEffect(() => {
    const focus = focusAfterRender.current;
    focusAfterRender.current = null;
    focus?.();
  });

  const focusSummaryOr = (name: string | undefined) => {
    focusAfterRender.current = () => {
      if (hasSummary && summaryRef.current) summaryRef.current.focus();
      else if (name) document.getElementById(fieldIdOf(formId, name))?.focus();
    };
  };
  /** After the call the fieldset is enabled again, or the form replaced by its success panel: focus the outcome (the error, the panel's heading) so it is not lost. */
  const focusOutcome = () => {
    focusAfterRender.current = () => (successRef.current ?? messageRef.current)?.focus();
  };

  /** A lead form's own send, with the form's spam check (./spam-check.ts); a form with a sendForm of its own has no check. */
  const sendLead = (formData: FormData, sameAttempt: unknown) => postLeadForm(kind, formData, sameAttempt, formRef.current ? spamCheckOf(formRef.current) : undefined);
  /** The spam check starts solving when the visitor first reaches into the form, so it is ready by the time they send. */
  const startSpamCheck = useCallback(() => {
    if (!sendForm && formRef.current) spamCheckOf(formRef.current).start();
  }, [sendForm]);
  const formShown = view.status !== "submitted";
  // Any focus inside the form starts it, the one that hydrated the island (it came before React listened) included.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form) return;
    if (form.contains(document.activeElement)) startSpamCheck();
    form.addEventListener("focusin", startSpamCheck);
    return () => form.removeEventListener("focusin", startSpamCheck);
    // formShown: the form element is a new one once its success panel is dismissed (the ref's element is not a dependency React sees).
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [hydrated, startSpamCheck, formShown]);

  const send = async (formData: FormData, values: FormTextValues, request: Request) => {
    submitting.current = true;
    setView({ status: "submitting", fieldErrors: {} });
    try {
      const files = [...formData.entries()].filter(([, value]) => typeof value !== "string");
      const sameAttempt = { values: sameAttemptOf(values), files: Object.fromEntries(files) };
      const result = resultOf(await (sendForm ? sendForm(formData, sameAttempt, request) : sendLead(formData, sameAttempt)), request);
      setView({ status: "submitted", fieldErrors: {}, result });
      setDefaults(undefined);
      setFieldsKey((key) => key + 1);
      focusOutcome();
    } catch (error) {
      // A field the server refused is marked as one the browser refused would be.
      const fieldErrors = fieldErrorsOf(error);
      setView({ status: "error", message: errorText(error), fieldErrors });
      if (Object.keys(fieldErrors).length > 0 && hasSummary) focusSummaryOr(undefined);
      else focusOutcome();
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const formData = new FormData(event.currentTarget);
    const values = textValuesOf(formData, listFields);
    const checked = check(values, formData);
    if (!checked.ok) {
      setView({ status: "error", fieldErrors: checked.fieldErrors, ...(checked.message ? { message: checked.message } : {}) });
      focusSummaryOr(firstInvalidField(checked.fieldErrors, fieldOrder));
      return;
    }
    setView({ status: "idle", fieldErrors: {} });
    if (beforeSend(values)) void send(formData, values, checked.request);
  };

  /** A control the visitor changes after a failed check loses its message (and the summary its line): they are correcting it. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name) return;
    setView((current) => {
      if (current.status !== "error" || !(name in current.fieldErrors)) return current;
      const { [name]: _corrected, ...fieldErrors } = current.fieldErrors;
      return { ...current, fieldErrors };
    });
  };

  /** Closes the success panel and brings the empty form back; focus goes to its first field if it was in the panel. */
  const firstField = fieldOrder[0];
  const dismiss = useCallback(() => {
    const panel = successRef.current?.closest("section");
    const hadFocus = panel?.contains(document.activeElement) ?? false;
    setView((current) => (current.status === "submitted" ? { status: "idle", fieldErrors: {} } : current));
    if (hadFocus && firstField) focusAfterRender.current = () => document.getElementById(fieldIdOf(formId, firstField))?.focus();
  }, [formId, firstField]);

  /** A problem found outside the check (a chosen file that cannot go): shown at once, nothing sent. */
  const fail = useCallback((message: string | undefined, fieldErrors: Record<string, string>) => {
    setView({ status: "error", fieldErrors, ...(message ? { message } : {}) });
  }, []);

  return { view, defaults, fieldsKey, hydrated, formRef, messageRef, successRef, summaryRef, onSubmit, onInput, dismiss, fail, fieldId: (name: string) => fieldIdOf(formId, name) };
}

export type LeadFormIsland<Result> = ReturnType<typeof useLeadFormIsland<Result, never>>;
