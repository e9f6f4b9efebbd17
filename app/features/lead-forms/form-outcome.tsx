import type { ReactNode, RefObject } from "react";
import { Icon } from "~/components/icon";

type FormOutcomeProps = {
  /** The error text, while the form is in its error state. */
  error?: string;
  /** A success shown inside the form (the status lookup's answer); a lead form's success panel replaces the form instead (./lead-form-frame.tsx). */
  success?: ReactNode;
  /** Focused after the call when focus would otherwise be lost. */
  messageRef: RefObject<HTMLDivElement | null>;
};

/**
 * The form's outcome in live regions that are always in the page, so screen
 * readers announce what is put in them: errors assertively in a red box,
 * success politely.
 */
export function FormOutcome({ error, success, messageRef }: FormOutcomeProps) {
  return (
    <>
      <div role="alert" aria-live="assertive">
        {error && (
          <div ref={messageRef} tabIndex={-1} className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500">
            <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
            <p>{error}</p>
          </div>
        )}
      </div>
      <output aria-live="polite" className="block">
        {success && (
          <div ref={messageRef} tabIndex={-1} className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500">
            {success}
          </div>
        )}
      </output>
    </>
  );
}

/** A success line with a close button (the partnership banner in its success panel). */
export function DismissibleSuccess({ text, onDismiss, dismissLabel }: { text: string; onDismiss: () => void; dismissLabel: string }) {
  return (
    <div className="flex items-start gap-3">
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-emerald-900 hover:bg-emerald-100"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}

export function SubmitButton({ submitting, label, busyLabel }: { submitting: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn-primary w-full sm:w-auto">
      <Icon name="send" className="size-4" />
      {submitting ? busyLabel : label}
    </button>
  );
}
