import type { MouseEvent } from "react";

/** Closes the <dialog> the form sits in (./lead-form-dialog.tsx); on the form's own page there is none, so it is not shown there. */
export function DialogCloseButton({ label, primary = false }: { label: string; primary?: boolean }) {
  const close = (event: MouseEvent<HTMLButtonElement>) => event.currentTarget.closest("dialog")?.close();
  return (
    <button type="button" className={primary ? "btn btn-primary" : "btn btn-secondary"} onClick={close}>
      {label}
    </button>
  );
}
