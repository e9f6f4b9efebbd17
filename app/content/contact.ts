import type { LeadKind } from "../../contract/leads/lead-paths.ts";
import type { CtaAction } from "~/components/call-to-action";
import type { DataNotice, FormIntro, Office, OfficeMap } from "./contact-types";

const directions = (address: string) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

export const offices: readonly Office[] = [
  {
    name: "Head Office",
    city: "Pune",
    addressLines: ["4th Floor, Sahyadri Business Park", "Baner Road, Baner", "Pune, Maharashtra 411045"],
    phone: { display: "+91 20 6712 4500", dial: "+912067124500" },
    email: "pune@ankur-ecosystem.in",
    hours: "Monday to Friday, 9:30 to 18:30 IST",
    directionsUrl: directions("Sahyadri Business Park, Baner Road, Baner, Pune, Maharashtra 411045"),
  },
  {
    name: "Corporate Office",
    city: "Bengaluru",
    addressLines: ["3rd Floor, Indiranagar Innovation Centre", "100 Feet Road, HAL 2nd Stage, Indiranagar", "Bengaluru, Karnataka 560038"],
    phone: { display: "+91 80 4718 2300", dial: "+918047182300" },
    email: "bengaluru@ankur-ecosystem.in",
    hours: "Monday to Friday, 9:30 to 18:30 IST",
    directionsUrl: directions("100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038"),
  },
];

/** Baner Road, Pune. */
const PUNE = { lat: 18.5597, lon: 73.7799 };
const coordinate = (n: number) => n.toFixed(4);
const puneBox = [PUNE.lon - 0.012, PUNE.lat - 0.008, PUNE.lon + 0.012, PUNE.lat + 0.008].map(coordinate).join("%2C");

export const puneMap: OfficeMap = {
  title: "Map of the Ankur Head Office on Baner Road, Pune",
  embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${puneBox}&layer=mapnik&marker=${PUNE.lat}%2C${PUNE.lon}`,
  viewUrl: `https://www.openstreetmap.org/?mlat=${PUNE.lat}&mlon=${PUNE.lon}#map=16/${PUNE.lat}/${PUNE.lon}`,
  notice:
    "The map comes from OpenStreetMap. We load it only when you ask, because loading it sends your IP address and browser details to the OpenStreetMap Foundation.",
  buttonLabel: "Show the map",
};

export const contactFormIntro: FormIntro = {
  title: "Send Us a Message",
  text: "Tell us what you are building, funding or looking for. A member of the team reads every message and replies within two working days.",
};

export const directContact = {
  title: "Prefer to write or call?",
  email: "hello@ankur-ecosystem.in",
  phone: offices[0]?.phone ?? { display: "", dial: "" },
  text: "For programme questions, partnerships and press, our Pune team will route your note to the right person.",
};

export const incubationFormIntro: FormIntro = {
  title: "Apply for Incubation",
  text: "Tell us about your venture. Our selection committee reviews applications every fortnight; shortlisted founders are invited to a 30-minute call with a troupe lead.",
};

export const partnershipFormIntro: FormIntro = {
  title: "Tell Us About Your Organization",
  text: "Associate, strategic, alliance, corporate, academic or government: every partnership starts with this form. Our partnerships team replies within five working days.",
};

export const stillUnsure: { title: string; text: string; primary: CtaAction } = {
  title: "Still Unsure?",
  text: "Not sure whether to apply, partner or just ask? Send us a note and we will suggest the right programme or next step, with no commitment.",
  primary: { label: "Send Us a Message", to: "#contact-form" },
};

/** Where visitors exercise their rights under the DPDP Act 2023 (the privacy policy names the same address). */
export const privacyContact = {
  email: "privacy@ankur-ecosystem.in",
  policyPath: "/legal/privacy-policy",
} as const;

/** The privacy policy's retention periods, said where the data is collected. */
export const dataNotices: Readonly<Record<LeadKind, DataNotice>> = {
  contact: {
    collected: "your name, e-mail address, organization, role and message",
    purpose: "to answer your message and follow up on it",
    retention: "We keep them for 24 months after our last exchange with you, then delete them.",
  },
  incubation: {
    collected: "your company and founder name, e-mail address, sector, stage, motivation and pitch deck",
    purpose: "to assess your application for incubation and contact you about it",
    retention:
      "If we do not take your application forward, we delete it, pitch deck included, 12 months after we tell you our decision; if we do, we keep it for the incubation agreement.",
  },
  partnership: {
    collected: "your organization, contact person, e-mail address, phone number, partnership type, industry, company size and proposal",
    purpose: "to assess your partnership proposal and contact you about it",
    retention: "If no partnership follows, we delete them 24 months after our last exchange with you.",
  },
  "corporate-inquiry": {
    collected: "your name, e-mail address, company, role, areas of interest and message",
    purpose: "to answer your inquiry and follow up on it",
    retention: "We keep them for 24 months after our last exchange with you, then delete them.",
  },
  "investor-access": {
    collected: "your name, e-mail address, company or fund, role, investment focus, message and the time you accepted the NDA",
    purpose: "to answer your request and give you data-room access under the NDA",
    retention: "We keep them for 24 months after our last exchange with you, then delete them.",
  },
  "event-registration": {
    collected: "your full name, e-mail address and the event you chose",
    purpose: "to register you and send you the event's joining details and reminders",
    retention: "We delete them 12 months after the event.",
  },
  "download-request": {
    collected: "your e-mail address and the file you asked for",
    purpose: "to send you that file",
    retention: "We delete them 12 months after your request.",
  },
};
