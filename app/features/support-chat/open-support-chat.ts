/** Fired on window to open the support chat from anywhere (the FAQ's Live Chat button: ./open-support-chat-island.ts). */
export const OPEN_SUPPORT_CHAT_EVENT = "ankur:open-support-chat";
