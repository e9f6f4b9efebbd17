import type { CSSProperties } from "react";
import type { ChatConversation } from "./chat-conversation";

/** Spec §9: the chat panel is never taller than this. */
const CHAT_PANEL_MAX_HEIGHT_PX = 600;

/** What the chat island passes to its panel, the panel's frame included. */
export type SupportChatPanelProps = {
  id: string;
  open: boolean;
  frameClassName: string;
  frameStyle: CSSProperties;
  /** A conversation carried over from another page; a new one when absent. */
  initialConversation?: ChatConversation;
  /** Told of every change, so that the conversation can be carried to the next page. */
  onConversationChange?: (conversation: ChatConversation) => void;
};

/**
 * Where the panel floats: above the launcher button, bottom right; on a phone
 * whose launcher sits in the standard header's bar, under that bar. Used by
 * the panel and by the launcher's loading and error states, so they line up.
 */
export const supportChatPanelFrame =
  "fixed right-4 bottom-22 z-30 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 sm:right-6 sm:bottom-24 max-sm:[:root:has([data-site-header])_&]:top-18 max-sm:[:root:has([data-site-header])_&]:bottom-auto";

/** Full height up to 600 px, always below the fixed 4rem header on short screens. */
export const supportChatPanelSize: CSSProperties = {
  height: `min(${CHAT_PANEL_MAX_HEIGHT_PX}px, 100dvh - 10.5rem)`,
  maxHeight: CHAT_PANEL_MAX_HEIGHT_PX,
};
