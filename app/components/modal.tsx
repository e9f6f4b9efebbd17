import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icon";

type ModalProps = {
  open: boolean;
  /** Called for Escape, the close button, a click on the backdrop; the parent sets `open` to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A line under the title. */
  description?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));
}

/**
 * A modal dialog on the native <dialog> with showModal(): the rest of the page
 * is inert while it is open. Tab and Shift+Tab wrap inside it (the browser
 * would otherwise let focus leave for its own toolbar), Escape and the close
 * button close it, and focus goes back to the control that opened it. Its
 * content is mounted only while open, so forms inside start fresh each time.
 */
export function Modal({ open, onClose, title, description, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      const preferred = el.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(el)[0];
      preferred?.focus();
      const html = document.documentElement;
      const overflow = html.style.overflow;
      html.style.overflow = "hidden";
      return () => {
        html.style.overflow = overflow;
      };
    }
    if (!open && el.open) el.close();
    return undefined;
  }, [open]);

  // The native close event: after close() above, or when the browser closes the
  // dialog itself (a second Escape may not be cancellable). Focus goes back to
  // the opener unless the page has already put it somewhere meaningful (a
  // confirmation that replaced the form, for instance).
  const handleClosed = () => {
    const target = opener.current;
    opener.current = null;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || dialog.current?.contains(active);
    if (focusLost && target?.isConnected) target.focus();
    if (open) onClose();
  };

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = focusableIn(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The dialog element handles Escape (cancel) and backdrop clicks natively.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={handleClosed}
      onKeyDown={trapTab}
      onClick={(event) => {
        // Only the backdrop (outside the panel) targets the dialog itself.
        if (event.target === dialog.current) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-slate-600">
                  {description}
                </p>
              )}
            </div>
            <button type="button" onClick={onClose} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              <Icon name="x" className="size-5" label="Close" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
