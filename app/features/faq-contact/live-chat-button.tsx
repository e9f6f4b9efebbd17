import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { openSupportChat } from "~/features/support-chat/open-support-chat";
import { contactLink } from "~/lib/contact-link";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Live Chat: opens the support chat once the page is interactive. Before
 * that (and without JavaScript) it is a link to the contact form, so it is
 * never a dead button.
 */
export function LiveChatButton({ label, className }: { label: string; className: string }) {
  const hydrated = useHydrated();
  const content = (
    <>
      <Icon name="message-circle" className="size-5" />
      {label}
    </>
  );
  if (!hydrated) {
    return (
      <Link to={contactLink("Live chat request")} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={openSupportChat} className={className}>
      {content}
    </button>
  );
}
