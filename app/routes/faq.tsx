import { PageIntro } from "~/components/page-intro";
import { interactiveWhenVisible } from "~/components/static-content/interactive-on-demand";
import { staticContent } from "~/components/static-content/static-content";
import { useFaqControls } from "~/features/faq-accordion/use-faq-controls";
import { SupportChat } from "~/features/support-chat/support-chat";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/faq";

const FaqContent = staticContent(() => import("~/features/faq-accordion/faq-content"));
/**
 * Links and the Live Chat button, at the foot of the page: its code loads as
 * the visitor scrolls near it (until then Live Chat is a link to the contact
 * form, as without JavaScript).
 */
const FaqContactBlock = interactiveWhenVisible(() => import("~/features/faq-contact/faq-contact-block"), "FaqContactBlock");

export const meta = () => pageMeta(PATH);

export default function FaqPage() {
  useFaqControls();
  return (
    <>
      <PageIntro path={PATH} />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <FaqContent />
        <FaqContactBlock />
      </div>
      <SupportChat />
    </>
  );
}
