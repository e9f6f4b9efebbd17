// What the contact page's interactive parts show: the intros of its two forms'
// sections and the address the contact form gives without JavaScript (the
// map's embed is in ./contact-map.ts). The rest of the page's content
// (./contact.ts) is static content, whose code a visit starting on the page
// never loads.
import type { FormIntro } from "./contact-types";

/** The general address; the contact form names it when JavaScript is off. */
export const CONTACT_EMAIL = "hello@ankur-ecosystem.in";

export const contactFormIntro: FormIntro = {
  title: "Send Us a Message",
  text: "Tell us what you are building, funding or looking for. A member of the team reads every message and replies within two working days.",
};

export const incubationFormIntro: FormIntro = {
  title: "Apply for Incubation",
  text: "Tell us about your venture. Our selection committee reviews applications every fortnight; shortlisted founders are invited to a 30-minute call with a troupe lead.",
};
