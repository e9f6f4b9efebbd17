import { OPEN_SUPPORT_CHAT_EVENT } from "./open-support-chat";

/** Marks the chat island's launcher (support-chat-island.tsx), so that it can be found before the island has hydrated. */
export const SUPPORT_CHAT_LAUNCHER_ATTRIBUTE = "data-support-chat-launcher";

/**
 * Opens the page's support chat from anywhere (the FAQ's Live Chat
 * button). Before the chat island has hydrated, nothing listens for the
 * event yet, so this presses its launcher instead: client:first-use loads the
 * chat and repeats the press. Afterwards the event opens it (a press would
 * close an open chat).
 */
export function openSupportChatIsland(): void {
  const launcher = document.querySelector<HTMLButtonElement>(`[${SUPPORT_CHAT_LAUNCHER_ATTRIBUTE}]`);
  if (launcher?.closest("astro-island[ssr]")) launcher.click();
  else window.dispatchEvent(new CustomEvent(OPEN_SUPPORT_CHAT_EVENT));
}
