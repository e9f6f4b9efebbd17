import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Modal } from "~/components/modal";
import { site } from "~/config/site";
import DownloadRequestForm, { type RequestedFile } from "~/features/lead-forms/download-request-form";

type LoginRequiredModalProps = { paper: RequestedFile | null; onClose: () => void };

/**
 * Spec 2 §4: downloading a whitepaper asks the visitor to log in (Cancel,
 * Log In). Library accounts open by invitation, so the wall is no dead end:
 * it offers the e-mail request that Tools and Media use (a download-request
 * lead for this paper), first in the dialog and focused.
 */
export function LoginRequiredModal({ paper, onClose }: LoginRequiredModalProps) {
  return (
    <Modal open={paper !== null} onClose={onClose} title="Login Required" description={`Whitepapers are free for ${site.name} resource library members.`}>
      <p className="text-slate-700">
        Log in to download <strong>{paper?.title}</strong>. Library accounts open by invitation; without one, leave your e-mail address and we send you the paper.
      </p>
      {paper ? (
        <section aria-label="Get it by e-mail" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <DownloadRequestForm item={paper} />
        </section>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <Link to="/login" className="btn btn-secondary">
          <Icon name="log-in" className="size-4" />
          Log In
        </Link>
      </div>
    </Modal>
  );
}
