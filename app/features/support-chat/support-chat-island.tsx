import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import type { ChatConversation } from "./chat-conversation";
import { loadChatConversation, saveChatConversation } from "./chat-session-store";
import { OPEN_SUPPORT_CHAT_EVENT } from "./open-support-chat";
import { SUPPORT_CHAT_LAUNCHER_ATTRIBUTE } from "./open-support-chat-island";
import { supportChatPanelFrame, supportChatPanelSize } from "./support-chat-panel-frame";
import { SupportChatPanelView } from "./support-chat-panel-view";

/**
 * The support chat, an island on every page (the layouts
 * mark it client:first-use). Its floating button is in the page's HTML; the
 * code comes when a visitor first reaches for it, and the directive presses
 * the button again if the press came first. The conversation is kept in the
 * tab's sessionStorage, so it carries on from page to page. Escape inside the
 * chat closes it and gives focus back to the button.
 */
export default function SupportChatIsland() {
  const [open, setOpen] = useState(false);
  // The panel mounts on the first opening and stays, so closing keeps its state.
  const [keptConversation, setKeptConversation] = useState<ChatConversation | null | undefined>(undefined);
  const panelMounted = keptConversation !== undefined;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const show = useCallback(() => {
    setKeptConversation((kept) => (kept === undefined ? loadChatConversation(sessionStorageOrNothing()) : kept));
    setOpen(true);
  }, []);

  const keep = useCallback((conversation: ChatConversation) => saveChatConversation(sessionStorageOrNothing(), conversation), []);

  useEffect(() => {
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, show);
  }, [show]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !widgetRef.current?.contains(event.target)) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div ref={widgetRef} data-testid="support-chat">
      {panelMounted && (
        <SupportChatPanelView
          id={panelId}
          open={open}
          frameClassName={supportChatPanelFrame}
          frameStyle={supportChatPanelSize}
          initialConversation={keptConversation ?? undefined}
          onConversationChange={keep}
        />
      )}
      <button
        ref={buttonRef}
        type="button"
        {...{ [SUPPORT_CHAT_LAUNCHER_ATTRIBUTE]: "" }}
        aria-label="Support chat"
        aria-expanded={open}
        aria-controls={panelMounted ? panelId : undefined}
        title={open ? "Close the support chat" : "Chat with the Ankur team"}
        onClick={() => (open ? setOpen(false) : show())}
        className={supportChatLauncherPlace}
      >
        <Icon name={open ? "x" : "message-circle"} className="size-6" />
      </button>
    </div>
  );
}

/**
 * Where the launcher sits: a round button floating bottom right; on a phone
 * under the standard layout's header, in that bar's free middle instead, left
 * of the menu button, where it never covers the page (it covered the home
 * hero's figures). The minimal layout's bar (/contact) has no room: there it
 * floats as everywhere else.
 */
const supportChatLauncherPlace =
  "fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/60 transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6 " +
  "max-sm:[:root:has([data-site-header])_&]:top-2.5 max-sm:[:root:has([data-site-header])_&]:right-16 max-sm:[:root:has([data-site-header])_&]:bottom-auto max-sm:[:root:has([data-site-header])_&]:z-50 max-sm:[:root:has([data-site-header])_&]:size-11 max-sm:[:root:has([data-site-header])_&]:shadow-none max-sm:[:root:has([data-site-header])_&]:ring-0";

/** The tab's sessionStorage, or nothing where the browser refuses it (some privacy modes throw on access). */
function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
