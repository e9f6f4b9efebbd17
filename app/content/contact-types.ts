/** Types of the contact content (app/content/contact.ts, contact-interactive.ts, contact-partner-apply.ts, contact-data-notices.ts). */

export type Office = {
  /** "Head Office", "Corporate Office". */
  name: string;
  city: string;
  addressLines: readonly string[];
  /** As printed, and as dialled (E.164 for the tel: link). */
  phone: { display: string; dial: string };
  email: string;
  hours: string;
  /** A maps service's route to the office; opens in a new tab. */
  directionsUrl: string;
};

/** The click-to-load map: nothing is fetched from the map service until the visitor asks. */
export type OfficeMapEmbed = {
  title: string;
  /** The iframe's address (its origin is allowed in the CSP's frame-src). */
  embedUrl: string;
  buttonLabel: string;
};

/** The map with what the page says around it: why it waits to load, and a link to the place. */
export type OfficeMap = OfficeMapEmbed & {
  /** The same place on the map service's own site. */
  viewUrl: string;
  notice: string;
};

/** DPDP Act 2023 s.5: what is collected, why, and for how long, at the point of collection. */
export type DataNotice = {
  collected: string;
  purpose: string;
  retention: string;
};

export type FormIntro = { title: string; text: string };
