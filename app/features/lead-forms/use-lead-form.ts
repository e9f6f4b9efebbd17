import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { KIT_LOAD_FAILED, type LeadFormKit } from "./lead-form-kit";
import { type LeadFormState, initialLeadFormState, leadFormReducer } from "./lead-form-state";
import { onDemand } from "./on-demand";

type LeadFormOptions<Values, Request, Result, Extra> = {
  /** Prefix of the fields' ids, unique on the page. */
  formId: string;
  initialValues: Values;
  /**
   * Imports the form's kit (its schema's check and its submission,
   * ./lead-form-kit.ts) with a dynamic import(): called once, on the
   * visitor's first interaction with the form, or at the submit before it.
   */
  loadKit: () => Promise<LeadFormKit<Values, Request, Result> & Extra>;
  /** After a success, for what the values do not hold (a file input). */
  onSucceeded?: () => void;
  /** Once a submit has been checked, every edit checks all values again (a form with an error summary); otherwise an edit clears its field's error. */
  recheckEdits?: boolean;
};

/** Spread on the <form>: the first focus, pointer press or input inside it starts loading the form's kit. */
export type FormInteraction = {
  onFocus: () => void;
  onPointerDown: () => void;
  onInput: () => void;
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
 *
 * The schema's check and the submission come in the form's kit, loaded on
 * demand: the first focus, press or input in the form starts the load, and
 * a submit before it has arrived waits for it (the submit button says so,
 * further submits are ignored meanwhile). A kit that cannot be loaded is
 * reported in the form's error box with every value kept; the next submit
 * tries the load again.
 */
export function useLeadForm<Values extends Record<string, unknown>, Request, Result, Extra = unknown>({
  formId,
  initialValues,
  loadKit,
  onSucceeded,
  recheckEdits = false,
}: LeadFormOptions<Values, Request, Result, Extra>) {
  type Kit = LeadFormKit<Values, Request, Result> & Extra;
  const reducer = useMemo(() => leadFormReducer<Values, Result>(initialValues), [initialValues]);
  const [state, dispatch] = useReducer(reducer, initialValues, initialLeadFormState<Values, Result>);
  /** The kit once it has arrived, for a form that shows more of it (the investor form's NDA). */
  const [arrivedKit, setArrivedKit] = useState<Kit>();
  const [kit] = useState(() =>
    onDemand(async () => {
      const loaded = await loadKit();
      setArrivedKit(() => loaded);
      return loaded;
    }),
  );
  /** A submit is waiting for the kit. */
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  /** The state as last rendered, for a submit that waited for the kit. */
  const latest = useRef(state);
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
    latest.current = state;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === "submitted") confirmationRef.current?.focus();
  }, [state.status]);

  const interaction = useMemo<FormInteraction>(() => ({ onFocus: kit.start, onPointerDown: kit.start, onInput: kit.start }), [kit]);

  const errorsOf = (values: Values) => {
    const result = kit.current()?.validate(values);
    return !result || result.ok ? {} : result.fieldErrors;
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

  /** The kit could not be loaded: nothing was sent, every value (and any message beside a field) stays. */
  const failToLoad = () => {
    dispatch({ type: "fail", message: KIT_LOAD_FAILED, fieldErrors: latest.current.fieldErrors });
    focusOutcome();
  };

  /** Checks the values with the kit's schema: the request to send, or null with the problems shown. */
  const checkWith = (loaded: Kit, values: Values): Request | null => {
    checked.current = true;
    const result = loaded.validate(values);
    if (result.ok) return result.request;
    dispatch({ type: "fail", message: result.message, fieldErrors: result.fieldErrors });
    focusSummaryOr(() => {
      const first = Object.keys(result.fieldErrors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    });
    return null;
  };

  /**
   * Stops the browser's submit and checks the values; a valid request goes
   * to `onValid`. With the kit loaded this happens at once; otherwise once it
   * has arrived, with the values as they are then, and a submit meanwhile is
   * the same submit.
   */
  const checkThen = (event: FormEvent<HTMLFormElement>, onValid: (request: Request) => void) => {
    event.preventDefault();
    if (state.status === "submitting" || waitingRef.current) return;
    const loaded = kit.current();
    if (loaded) {
      const request = checkWith(loaded, state.values);
      if (request !== null) onValid(request);
      return;
    }
    waitingRef.current = true;
    setWaiting(true);
    const done = () => {
      waitingRef.current = false;
      setWaiting(false);
    };
    kit.get().then(
      (arrived) => {
        if (!mounted.current) return;
        done();
        const request = checkWith(arrived, latest.current.values);
        if (request !== null) onValid(request);
      },
      () => {
        if (!mounted.current) return;
        done();
        failToLoad();
      },
    );
  };

  /** Sends a checked request: a success clears the values, a failure keeps them and says why. */
  const submit = async (request: Request) => {
    dispatch({ type: "submit" });
    let loaded = kit.current();
    if (!loaded) {
      try {
        loaded = await kit.get();
      } catch {
        if (mounted.current) failToLoad();
        return;
      }
    }
    try {
      const result = await loaded.send(request);
      if (!mounted.current) return;
      checked.current = false;
      dispatch({ type: "succeed", result });
      onSucceeded?.();
      focusOutcome();
    } catch (error) {
      if (!mounted.current) return;
      // A field the server refused is marked as one the browser refused would be.
      const fieldErrors = loaded.fieldErrorsOf(error);
      dispatch({ type: "fail", message: loaded.errorText(error), fieldErrors });
      if (Object.keys(fieldErrors).length > 0) focusSummaryOr(focusOutcome);
      else focusOutcome();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => checkThen(event, (request) => void submit(request));

  const dismiss = useCallback(() => {
    const hadFocus = messageRef.current?.contains(document.activeElement) ?? false;
    dispatch({ type: "dismiss" });
    if (hadFocus) formRef.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  }, []);

  const fail = useCallback((message: string, fieldErrors: Record<string, string>) => dispatch({ type: "fail", message, fieldErrors }), []);

  const submitting = state.status === "submitting";
  return {
    state: state as LeadFormState<Values, Result>,
    submitting,
    /** Submitting, or a submit waiting for the kit: the submit button says so. */
    busy: submitting || waiting,
    hydrated,
    interaction,
    /** The kit, once it has arrived. */
    kit: arrivedKit,
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
    checkThen,
    submit,
    onSubmit,
    dismiss,
  };
}
