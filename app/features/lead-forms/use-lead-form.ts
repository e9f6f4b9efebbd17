import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldErrorsOf } from "./lead-error-text";
import { type LeadFormState, initialLeadFormState, leadFormReducer } from "./lead-form-state";

export type Validation<Request> = { ok: true; request: Request } | { ok: false; message: string; fieldErrors: Record<string, string> };

type LeadFormOptions<Values, Request, Result> = {
  /** Prefix of the fields' ids, unique on the page. */
  formId: string;
  initialValues: Values;
  /** The shared contract schema's check, before anything is sent. */
  validate: (values: Values) => Validation<Request>;
  send: (request: Request) => Promise<Result>;
  /** The text this form shows for a failed submission (spec §8). */
  errorText: (error: unknown) => string;
  /** After a success, for what the values do not hold (a file input). */
  onSucceeded?: () => void;
};

/** What a field component needs: its id, name, value, change handler and error. */
export type BoundField = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/**
 * A lead form's state machine wired to React: validation with the shared
 * schema, the call, the texts, and focus kept where a keyboard user can go on.
 */
export function useLeadForm<Values extends Record<string, unknown>, Request, Result>({
  formId,
  initialValues,
  validate,
  send,
  errorText,
  onSucceeded,
}: LeadFormOptions<Values, Request, Result>) {
  const reducer = useMemo(() => leadFormReducer<Values, Result>(initialValues), [initialValues]);
  const [state, dispatch] = useReducer(reducer, initialValues, initialLeadFormState<Values, Result>);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  const hydrated = useHydrated();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setValue = useCallback(<Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    dispatch({ type: "edit", field, value });
  }, []);

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

  /** After the call the fieldset is enabled again, but the focused button was disabled: bring focus to the outcome. */
  const focusOutcome = () => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !formRef.current?.contains(active)) messageRef.current?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === "submitting") return;
    const checked = validate(state.values);
    if (!checked.ok) {
      dispatch({ type: "fail", message: checked.message, fieldErrors: checked.fieldErrors });
      const first = Object.keys(checked.fieldErrors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    dispatch({ type: "submit" });
    try {
      const result = await send(checked.request);
      if (!mounted.current) return;
      dispatch({ type: "succeed", result });
      onSucceeded?.();
    } catch (error) {
      if (!mounted.current) return;
      dispatch({ type: "fail", message: errorText(error), fieldErrors: fieldErrorsOf(error) });
    }
    focusOutcome();
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
    field,
    fieldId,
    setValue,
    prefill,
    fail,
    onSubmit,
    dismiss,
  };
}
