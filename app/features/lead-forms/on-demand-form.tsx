import { type ComponentType, useEffect, useRef, useState } from "react";
import { FORM_LOAD_FAILED } from "./lead-form-kit";
import type { OnDemand } from "./on-demand";

type OnDemandFormProps<Props> = {
  /** The form component, loaded by a dynamic import() the first time the modal opens. */
  form: OnDemand<ComponentType<Props>>;
  props: Props;
};

/**
 * A modal's form whose code loads when the modal first opens: a line while
 * it loads; if it cannot load, a clear message and Try again; then the form,
 * with focus moved to its first field as the modal does for a form that is
 * there when it opens (unless the visitor has moved focus out of the modal).
 */
export function OnDemandForm<Props extends object>({ form, props }: OnDemandFormProps<Props>) {
  const [Form, setForm] = useState<ComponentType<Props> | undefined>(() => form.current());
  const [failed, setFailed] = useState(false);
  const arrivedOpen = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Form || failed) return;
    let live = true;
    form.get().then(
      (loaded) => {
        if (!live) return;
        arrivedOpen.current = true;
        setForm(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [form, Form, failed]);

  useEffect(() => {
    if (!Form || !arrivedOpen.current) return;
    arrivedOpen.current = false;
    const dialog = box.current?.closest("dialog");
    const active = document.activeElement;
    // Focus is still where the modal put it, or was lost with the Try again button.
    const focusInModal = !active || active === document.body || dialog?.contains(active);
    if (dialog?.open && focusInModal) box.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [Form]);

  if (Form) {
    return (
      <div ref={box} className="contents">
        <Form {...props} />
      </div>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
        <p>{FORM_LOAD_FAILED}</p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setFailed(false)}
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <output className="block text-slate-600">Loading the form...</output>
  );
}
