// What the contact page's interactive parts show: the intros of its two forms'
// sections, the address the contact form gives without JavaScript, and the
// map's embed. The rest of the page's content (./contact.ts) is static
// content, whose code a visit starting on the page never loads.
import type { FormIntro, OfficeMapEmbed } from "./contact-types";

/** The general address; the contact form names it when JavaScript is off. */
export const CONTACT_EMAIL = "hello@ankur-ecosystem.in";

/** Baner Road, Pune. */
export const PUNE = { lat: 18.5597, lon: 73.7799 };
const coordinate = (n: number) => n.toFixed(4);
const puneBox = [PUNE.lon - 0.012, PUNE.lat - 0.008, PUNE.lon + 0.012, PUNE.lat + 0.008].map(coordinate).join("%2C");

export const puneMapEmbed: OfficeMapEmbed = {
  title: "Map of the Ankur Head Office on Baner Road, Pune",
  embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${puneBox}&layer=mapnik&marker=${PUNE.lat}%2C${PUNE.lon}`,
  buttonLabel: "Show the map",
};

export const contactFormIntro: FormIntro = {
  title: "Send Us a Message",
  text: "Tell us what you are building, funding or looking for. A member of the team reads every message and replies within two working days.",
};

export const incubationFormIntro: FormIntro = {
  title: "Apply for Incubation",
  text: "Tell us about your venture. Our selection committee reviews applications every fortnight; shortlisted founders are invited to a 30-minute call with a troupe lead.",
};
