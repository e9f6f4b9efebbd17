/**
 * Build time only (pages/partner-portal.astro): the portal page's words from
 * app/content/partner-portal-page.yaml, its testimonial's speaker from their
 * person file (name, role and organisation, photo).
 */
import { getEntry } from "astro:content";
import { personPosition } from "~/features/people/person-position";
import type { PartnerPortalCopy } from "./partner-portal-content";

const entry = await getEntry("partnerPortalPage", "page");
if (!entry) throw new Error("app/content/partner-portal-page.yaml is missing");
const { login, features, testimonial, ...page } = entry.data;
const speaker = await getEntry(testimonial.person);
if (!speaker) throw new Error(`app/content/partner-portal-page.yaml: testimonial.person "${testimonial.person.id}" has no person file`);

export const partnerPortalPage: PartnerPortalCopy = {
  ...page,
  features: features.map(({ id, ...feature }) => ({ ...feature, link: `#${id}` })),
  testimonial: {
    quote: testimonial.quote,
    author: speaker.data.name,
    position: personPosition(speaker.data),
    ...(speaker.data.image ? { image: speaker.data.image } : {}),
  },
};

/** The login form's words, the island's only props. */
export const partnerLoginCopy = login;
