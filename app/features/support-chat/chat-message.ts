/** Who wrote a chat message: the visitor ("user") or the Ankur side ("system"). */
export type ChatMessageType = "system" | "user";

/** A chat message (spec §3: id, type, content, timestamp). */
export type ChatMessage = {
  id: string;
  type: ChatMessageType;
  /** Plain text; system messages may hold in-site links written as [label](/path). */
  content: string;
  /** When the message was added, in epoch milliseconds. */
  timestamp: number;
};

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

/** The time shown beside a message, e.g. "4:05 pm". */
export function formatMessageTime(timestamp: number): string {
  return timeFormat.format(timestamp);
}
