// The intros of the contact page's two form sections
// (features/lead-forms/contact-page-sections.astro) and the general address.
// The map's embed is in ./contact-map.ts, the rest of the page's text in
// ./contact.ts.
import type { FormIntro } from "./contact-types";

/** The general address (the direct contact beside the contact form: ./contact.ts). */
export const CONTACT_EMAIL = "hello@ankur-ecosystem.in";

export const contactFormIntro: FormIntro = {
  title: "Send Us a Message",
  text: "Tell us what you are building, funding or looking for. A member of the team reads every message and replies within two working days.",
};

export const incubationFormIntro: FormIntro = {
  title: "Apply for Incubation",
  text: "Tell us about your venture. Our selection committee reviews applications every fortnight; shortlisted founders are invited to a 30-minute call with a troupe lead.",
};
