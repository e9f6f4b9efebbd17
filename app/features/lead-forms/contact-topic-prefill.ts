import { messageForTopic } from "./contact-topic";

/** The contact form's message box (./contact-form.tsx: its form id and field name). */
export const CONTACT_MESSAGE_ID = "contact-message";

/**
 * A contact link's ?topic= starts the message as the page loads, before the
 * form's island (which hydrates on first use) has any code: it never
 * overwrites what is there, and hydration keeps the box's value.
 */
export function prefillContactTopic(search: string, doc: Pick<Document, "getElementById">): void {
  const message = messageForTopic(search);
  const box = doc.getElementById(CONTACT_MESSAGE_ID);
  if (message && box instanceof HTMLTextAreaElement && box.value.trim() === "") box.value = message;
}
