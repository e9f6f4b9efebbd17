import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldErrorsOf, generalErrorText } from "./lead-error-text";
import { type LeadFormState, initialLeadFormState, leadFormReducer } from "./lead-form-state";
import type { Validation } from "./validate-lead";

type LeadFormOptions<Values, Request, Result> = {
  /** Prefix of the fields' ids, unique on the page. */
  formId: string;
  initialValues: Values;
  /** The shared contract schema's check, before anything is sent. */
  validate: (values: Values) => Validation<Request>;
  send: (request: Request) => Promise<Result>;
  /** The text this form shows for a failed submission (spec §8); the general texts unless given. */
  errorText?: (error: unknown) => string;
  /** After a success, for what the values do not hold (a file input). */
  onSucceeded?: () => void;
  /** Once a submit has been checked, every edit checks all values again (a form with an error summary); otherwise an edit clears its field's error. */
  recheckEdits?: boolean;
};

/** What a field component needs: its id, name, value, change handler and error. */
export type BoundField = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/** What a group of checkboxes needs: its id, name, the options chosen, change handler and error. */
export type BoundChoices<Option extends string> = {
  id: string;
  name: string;
  selected: readonly Option[];
  error?: string;
  onChange: (selected: Option[]) => void;
};

type ChoiceField<Values> = { [Name in keyof Values & string]: Values[Name] extends readonly string[] ? Name : never }[keyof Values & string];
type OptionOf<List> = List extends readonly (infer Option extends string)[] ? Option : never;

/**
 * A lead form's state machine wired to React: validation with the shared
 * schema, the call, the texts, and focus kept where a keyboard user can go
 * on: on the error summary or the first invalid field after a failed check,
 * on a confirmation after a success, on the outcome when it would be lost.
 */
export function useLeadForm<Values extends Record<string, unknown>, Request, Result>({
  formId,
  initialValues,
  validate,
  send,
  errorText = generalErrorText,
  onSucceeded,
  recheckEdits = false,
}: LeadFormOptions<Values, Request, Result>) {
  const reducer = useMemo(() => leadFormReducer<Values, Result>(initialValues), [initialValues]);
  const [state, dispatch] = useReducer(reducer, initialValues, initialLeadFormState<Values, Result>);
  const formRef = useRef<HTMLFormElement>(null);
  /** The outcome box (FormOutcome), focused after the call when focus would otherwise be lost. */
  const messageRef = useRef<HTMLDivElement>(null);
  /** An error summary (ErrorSummary), focused after a failed check. */
  const summaryRef = useRef<HTMLDivElement>(null);
  /** A confirmation of its own, focused after each success. */
  const confirmationRef = useRef<HTMLOutputElement>(null);
  const mounted = useRef(true);
  /** A submit has been checked since the last success. */
  const checked = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === "submitted") confirmationRef.current?.focus();
  }, [state.status]);

  const errorsOf = (values: Values) => {
    const result = validate(values);
    return result.ok ? {} : result.fieldErrors;
  };

  const setValue = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    dispatch({ type: "edit", field, value, recheck: recheckEdits && checked.current ? errorsOf : undefined });
  };

  const prefill = useCallback((field: keyof Values & string, value: string) => {
    dispatch({ type: "prefill", field, value });
  }, []);

  const fieldId = useCallback((name: string) => `${formId}-${name}`, [formId]);

  const field = (name: keyof Values & string): BoundField => ({
    id: fieldId(name),
    name,
    value: String(state.values[name] ?? ""),
    error: state.fieldErrors[name],
    onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
  });

  const choices = <Name extends ChoiceField<Values>>(name: Name): BoundChoices<OptionOf<Values[Name]>> => ({
    id: fieldId(name),
    name,
    selected: state.values[name] as readonly OptionOf<Values[Name]>[],
    error: state.fieldErrors[name],
    onChange: (selected) => setValue(name, selected as Values[Name]),
  });

  const focusSummaryOr = (fallback: () => void) => {
    const summary = summaryRef.current;
    if (summary) requestAnimationFrame(() => summary.focus());
    else fallback();
  };

  /** After the call the fieldset is enabled again, but the focused button was disabled: bring focus to the outcome. */
  const focusOutcome = () => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !formRef.current?.contains(active)) messageRef.current?.focus();
    });
  };

  /** Stops the browser's submit and checks the values: the request to send, or null with the problems shown. */
  const check = (event: FormEvent<HTMLFormElement>): Request | null => {
    event.preventDefault();
    if (state.status === "submitting") return null;
    checked.current = true;
    const result = validate(state.values);
    if (result.ok) return result.request;
    dispatch({ type: "fail", message: result.message, fieldErrors: result.fieldErrors });
    focusSummaryOr(() => {
      const first = Object.keys(result.fieldErrors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    });
    return null;
  };

  /** Sends a checked request: a success clears the values, a failure keeps them and says why. */
  const submit = async (request: Request) => {
    dispatch({ type: "submit" });
    try {
      const result = await send(request);
      if (!mounted.current) return;
      checked.current = false;
      dispatch({ type: "succeed", result });
      onSucceeded?.();
      focusOutcome();
    } catch (error) {
      if (!mounted.current) return;
      // A field the server refused is marked as one the browser refused would be.
      const fieldErrors = fieldErrorsOf(error);
      dispatch({ type: "fail", message: errorText(error), fieldErrors });
      if (Object.keys(fieldErrors).length > 0) focusSummaryOr(focusOutcome);
      else focusOutcome();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const request = check(event);
    if (request !== null) void submit(request);
  };

  const dismiss = useCallback(() => {
    const hadFocus = messageRef.current?.contains(document.activeElement) ?? false;
    dispatch({ type: "dismiss" });
    if (hadFocus) formRef.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  }, []);

  const fail = useCallback((message: string, fieldErrors: Record<string, string>) => dispatch({ type: "fail", message, fieldErrors }), []);

  return {
    state: state as LeadFormState<Values, Result>,
    submitting: state.status === "submitting",
    hydrated,
    formRef,
    messageRef,
    summaryRef,
    confirmationRef,
    field,
    choices,
    fieldId,
    setValue,
    prefill,
    fail,
    check,
    submit,
    onSubmit,
    dismiss,
  };
}
