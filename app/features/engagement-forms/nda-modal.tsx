import { Modal } from "~/components/modal";
import { NDA_DESCRIPTION, NDA_TITLE, NdaTerms } from "./nda-terms";

type NdaModalProps = { open: boolean; onCancel: () => void; onAccept: () => void };

/** The NDA an investor accepts before pitch decks are shared (spec 2 §2, Investors & VCs). */
export function NdaModal({ open, onCancel, onAccept }: NdaModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title={NDA_TITLE} description={NDA_DESCRIPTION}>
      {/* A scrollable region must be reachable by keyboard. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section tabIndex={0} data-autofocus="" aria-label="Agreement terms" className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <NdaTerms />
      </section>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={onAccept}>
          Accept &amp; Continue
        </button>
      </div>
    </Modal>
  );
}
