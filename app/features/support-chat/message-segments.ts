/** A run of a system message: plain text, or an in-site link. */
export type MessageSegment = { kind: "text"; text: string } | { kind: "link"; text: string; to: string };

// [label](/path): only site-relative paths become links, never other schemes.
const LINK_PATTERN = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Splits a system message into text and [label](/path) links. */
export function messageSegments(content: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK_PATTERN)) {
    const [whole, text = "", to = ""] = match;
    if (match.index > last) segments.push({ kind: "text", text: content.slice(last, match.index) });
    segments.push({ kind: "link", text, to });
    last = match.index + whole.length;
  }
  if (last < content.length) segments.push({ kind: "text", text: content.slice(last) });
  return segments;
}

/** The message as it reads aloud: link labels without their markup. */
export function messagePlainText(content: string): string {
  return messageSegments(content)
    .map((segment) => segment.text)
    .join("");
}
