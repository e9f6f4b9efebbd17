import { CONTACT_TOPIC_PARAM } from "~/lib/contact-link";

const MAX_TOPIC_LENGTH = 200;

/**
 * The message a contact link's ?topic= starts the form with, or undefined.
 * Other pages link here with contactLink("Brochure request: ...").
 */
export function messageForTopic(search: string): string | undefined {
  const topic = new URLSearchParams(search)
    .get(CONTACT_TOPIC_PARAM)
    // oxlint-disable-next-line no-control-regex -- stripping control characters is the point
    ?.replace(/[\u0000-\u001F\u007F]/g, " ")
    .trim()
    .slice(0, MAX_TOPIC_LENGTH);
  return topic ? `Regarding: ${topic}\n\n` : undefined;
}
