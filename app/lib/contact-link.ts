/** Query parameter the contact form reads to prefill what the visitor wants to talk about. */
export const CONTACT_TOPIC_PARAM = "topic";

/**
 * A link to the contact form with the topic prefilled, for controls that
 * start a conversation ("Download Guide", "View Profile", "Register", ...):
 * /contact-get-involved?topic=...#contact-form
 */
export function contactLink(topic: string): string {
  return `/contact-get-involved?${CONTACT_TOPIC_PARAM}=${encodeURIComponent(topic)}#contact-form`;
}
