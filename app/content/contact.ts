// The contact page's texts: offices, the map's notice and link, the direct
// contact and 'Still Unsure?'. The forms' intros are in
// ./contact-interactive.ts, the map's embed in ./contact-map.ts; the
// partnership page's intro (./contact-partner-apply.ts) and every form's data
// notice (./contact-data-notices.ts) have modules of their own, so an island's
// code carries only the texts it shows.
import type { CtaAction } from "~/components/call-to-action";
import { CONTACT_EMAIL } from "./contact-interactive";
import { PUNE, puneMapEmbed } from "./contact-map";
import type { Office, OfficeMap } from "./contact-types";

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

export const puneMap: OfficeMap = {
  ...puneMapEmbed,
  viewUrl: `https://www.openstreetmap.org/?mlat=${PUNE.lat}&mlon=${PUNE.lon}#map=16/${PUNE.lat}/${PUNE.lon}`,
  notice:
    "The map comes from OpenStreetMap. We load it only when you ask, because loading it sends your IP address and browser details to the OpenStreetMap Foundation.",
};

export const directContact = {
  title: "Prefer to write or call?",
  email: CONTACT_EMAIL,
  phone: offices[0]?.phone ?? { display: "", dial: "" },
  text: "For programme questions, partnerships and press, our Pune team will route your note to the right person.",
};

export const stillUnsure: { title: string; text: string; primary: CtaAction } = {
  title: "Still Unsure?",
  text: "Not sure whether to apply, partner or just ask? Send us a note and we will suggest the right programme or next step, with no commitment.",
  primary: { label: "Send Us a Message", to: "#contact-form" },
};
