import { useEffect, useId, useRef } from "react";
import { TRIAGE_SHORTCUTS, type TriageAction } from "../../../contract/staff-inbox/triage.ts";
import { isOwnedKeyPress } from "./editable-target";

export type TriageActions = Partial<Record<TriageAction, () => void>>;

/**
 * The page's keyboard shortcuts (j/k next and previous, e reply, a assign to
 * me) and `?`, which lists them in a modal dialog (the platform's <dialog>:
 * focus moves in, Escape closes, focus returns). A page passes the actions it
 * has; the others are neither bound nor listed. Keys typed into a field, with
 * Ctrl, Alt or ⌘, or inside a dialog are left alone.
 */
export function TriageShortcuts({ actions }: { actions: TriageActions }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest actions, read when a key is pressed, so the listener is added once.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOwnedKeyPress(event)) return;
      if (event.key === "?") {
        event.preventDefault();
        dialog.current?.showModal();
        return;
      }
      const shortcut = TRIAGE_SHORTCUTS.find((candidate) => candidate.key === event.key && !event.shiftKey);
      const action = shortcut && shortcut.action !== "help" ? latest.current[shortcut.action] : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const listed = TRIAGE_SHORTCUTS.filter((shortcut) => shortcut.action === "help" || actions[shortcut.action]);
  return (
    <>
      {/* A phone or tablet without a mouse seldom has a keyboard either: no button there (the keys still work). */}
      <button type="button" aria-keyshortcuts="?" onClick={() => dialog.current?.showModal()} className="text-sm font-semibold text-brand-700 hover:underline pointer-coarse:hidden">
        Keyboard shortcuts <kbd className="rounded border border-slate-300 bg-white px-1.5 font-mono text-xs text-slate-800">?</kbd>
      </button>
      <dialog ref={dialog} aria-labelledby={`${id}-heading`} className="m-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          Keyboard shortcuts
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
          {listed.map((shortcut) => (
            <div key={shortcut.key} className="contents">
              <dt>
                <kbd className="inline-block min-w-7 rounded border border-slate-400 bg-slate-50 px-2 py-0.5 text-center font-mono">{shortcut.key}</kbd>
              </dt>
              <dd>{shortcut.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-700">They work when the cursor is not in a field. Escape closes this list.</p>
        <form method="dialog" className="mt-5">
          <button type="submit" className="btn btn-primary">
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
