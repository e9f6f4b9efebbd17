import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Modal } from "~/components/modal";
import { site } from "~/config/site";

type LoginRequiredModalProps = { paperTitle: string | null; onClose: () => void };

/** Spec 2 §4: downloading a whitepaper asks the visitor to log in (Cancel, Log In). */
export function LoginRequiredModal({ paperTitle, onClose }: LoginRequiredModalProps) {
  return (
    <Modal open={paperTitle !== null} onClose={onClose} title="Login Required" description={`Whitepapers are free for ${site.name} resource library members.`}>
      <p className="text-slate-700">
        Log in to download <strong>{paperTitle}</strong>. Library accounts open by invitation; without one, the sign-in page lets you ask for the paper by e-mail instead.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <Link to="/login" className="btn btn-primary" data-autofocus="">
          <Icon name="log-in" className="size-4" />
          Log In
        </Link>
      </div>
    </Modal>
  );
}
