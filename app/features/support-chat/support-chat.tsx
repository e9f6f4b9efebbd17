import { Suspense, lazy, useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { OPEN_SUPPORT_CHAT_EVENT } from "./open-support-chat";

// The launcher is its own chunk, fetched once the page is interactive: none
// of the chat is in a page's first-load JavaScript.
const SupportChatLauncher = lazy(() => import("./support-chat-launcher").then((module) => ({ default: module.SupportChatLauncher })));

/**
 * The support chat of a page: nothing in the prerendered HTML (a chat needs
 * JavaScript), the launcher once the page is interactive. An openSupportChat()
 * that comes before the launcher has loaded opens it as soon as it is there.
 */
export function SupportChat() {
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const request = () => setRequested(true);
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, request);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, request);
  }, []);

  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatLauncher initiallyOpen={requested} />
    </Suspense>
  );
}
