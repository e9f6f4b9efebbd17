/** Fired on window to open the support chat from anywhere (the FAQ's Live Chat button). */
export const OPEN_SUPPORT_CHAT_EVENT = "ankur:open-support-chat";

export function openSupportChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SUPPORT_CHAT_EVENT));
}
