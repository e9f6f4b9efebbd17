import { CONTACT_TOPIC_PARAM } from "~/lib/contact-link";

/** The contact form's message box (./contact-form.tsx: its form id and field name). */
export const CONTACT_MESSAGE_ID = "contact-message";

type TopicPrefill = { param: string; boxId: string; maxLength: number };

/** Where the topic comes from and goes, and how long it may be. */
export const CONTACT_TOPIC_PREFILL: TopicPrefill = { param: CONTACT_TOPIC_PARAM, boxId: CONTACT_MESSAGE_ID, maxLength: 200 };

/**
 * A contact link's ?topic= (contactLink) starts the message, "Regarding: …",
 * as the page loads, before the form's island (which hydrates on first use)
 * has any code: it never overwrites what is there, and hydration keeps the
 * box's value. A hostile or long topic is made harmless and short.
 * Self-contained (it names nothing outside itself): its source is the page's
 * inline script (contactTopicScript).
 */
export function prefillContactTopic(search: string, doc: Pick<Document, "getElementById">, { param, boxId, maxLength }: TopicPrefill): void {
  const topic = new URLSearchParams(search)
    .get(param)
    // oxlint-disable-next-line no-control-regex -- stripping control characters is the point
    ?.replace(/[\u0000-\u001F\u007F]/g, " ")
    .trim()
    .slice(0, maxLength);
  const box = doc.getElementById(boxId);
  if (topic && box instanceof HTMLTextAreaElement && box.value.trim() === "") box.value = `Regarding: ${topic}\n\n`;
}

/** The page's inline script that runs it as the page loads: no file to fetch, hashed into the page's CSP by the server. */
export function contactTopicScript(): string {
  return `(${prefillContactTopic.toString()})(location.search, document, ${JSON.stringify(CONTACT_TOPIC_PREFILL)});`;
}
