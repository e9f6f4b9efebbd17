import { type FormEvent, useEffect, useRef, useState } from "react";
import type * as z from "zod/mini";
import { fieldErrorsOf, generalErrorText } from "../lead-forms/lead-error-text";
import { type FieldErrors, validateForm } from "./validate-form";

/** A lead form's life: idle → sending → sent, or error (values kept). */
export type SubmissionStatus = "idle" | "sending" | "sent" | "error";

/**
 * State of a lead form: its values, the per-field errors (checked on submit,
 * then again on every change so fixed fields clear), the submission status,
 * and where focus goes: to the error summary after a failed submit, to the
 * confirmation after a successful one.
 */
export function useLeadForm<Schema extends z.core.$ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  initialValues: z.input<Schema>,
) {
  type Values = z.input<Schema>;
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SubmissionStatus>("idle");
  const [errorText, setErrorText] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLOutputElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  useEffect(() => {
    if (status === "sent") confirmationRef.current?.focus();
  }, [status]);

  const setField = <K extends Field>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = validateForm(schema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  /** Prevents the browser's submit and gives the valid data, or shows the errors and gives null. */
  const check = (event: FormEvent): z.output<Schema> | null => {
    event.preventDefault();
    setAttempted(true);
    const result = validateForm(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      setFailedSubmits((n) => n + 1);
      return null;
    }
    setErrors({});
    return result.data;
  };

  /** Runs the submission; on success the form is cleared and the confirmation shown. */
  const send = async (deliver: () => Promise<void>) => {
    setStatus("sending");
    setErrorText(null);
    try {
      await deliver();
      setValues(initialValues);
      setAttempted(false);
      setStatus("sent");
    } catch (error) {
      // The values stay as typed; the visitor can send again. The texts are the main forms' (spec §8),
      // and a field the server refused is marked as one the browser refused would be.
      const serverErrors = fieldErrorsOf(error);
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors as FieldErrors<Field>);
        setFailedSubmits((n) => n + 1);
      }
      setErrorText(generalErrorText(error));
      setStatus("error");
    }
  };

  return { values, setField, errors, status, errorText, check, send, summaryRef, confirmationRef };
}
