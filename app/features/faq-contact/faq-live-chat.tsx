import { Icon } from "~/components/icon";
import { openSupportChatIsland } from "~/features/support-chat/open-support-chat-island";
import { contactLink } from "~/lib/contact-link";

/**
 * The FAQ's Live Chat (pages/faq.astro), an island on first use: a button
 * that opens the page's support chat (a press before this island's code has
 * come is pressed again once it has). Where scripting is off it is a link to
 * the contact form instead, so it is never a dead button.
 */
export default function FaqLiveChat({ className, label }: { className: string; label: string }) {
  const content = (
    <>
      <Icon name="message-circle" className="size-5" />
      {label}
    </>
  );
  return (
    <>
      <a href={contactLink("Live chat request")} className={`${className} hidden noscript:inline-flex`}>
        {content}
      </a>
      <button type="button" onClick={openSupportChatIsland} className={`${className} noscript:hidden`}>
        {content}
      </button>
    </>
  );
}
