import { Modal } from "~/components/modal";
import { site } from "~/config/site";

type NdaModalProps = { open: boolean; onCancel: () => void; onAccept: () => void };

/** The NDA an investor accepts before pitch decks are shared (spec 2 §2, Investors & VCs). */
export function NdaModal({ open, onCancel, onAccept }: NdaModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Non-Disclosure Agreement" description={`Pitch decks in the ${site.name} data room are shared in confidence.`}>
      {/* A scrollable region must be reachable by keyboard. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section tabIndex={0} data-autofocus="" aria-label="Agreement terms" className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>By accepting, you agree with {site.company} and the founders whose decks you open that:</p>
        <ol className="mt-2 list-decimal space-y-2 pl-5">
          <li>You will use pitch decks, financials and data-room documents only to evaluate a possible investment.</li>
          <li>You will not share them outside your fund's partners, investment committee and advisers bound by the same duty of confidence.</li>
          <li>You will contact founders about a deal through the {site.name} investor relations team until they agree to a direct conversation.</li>
          <li>You will delete downloaded copies when you decide not to invest, or when asked.</li>
          <li>These duties last two years from today and are governed by the laws of India, with courts in Pune having jurisdiction.</li>
        </ol>
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
