/**
 * Build time only (lead-forms/contact-page-sections.astro for
 * /contact-get-involved and /contact, pages/apply.astro,
 * pages/contact-get-involved/partner-apply.astro): the contact page's words
 * from app/content/contact-page.yaml, with the map's and the offices'
 * addresses on the map services worked out (./map-addresses.ts).
 */
import { getEntry } from "astro:content";
import type { ContactPageCopy } from "./contact-page-content";
import { directionsUrl, mapEmbedUrl, mapViewUrl } from "./map-addresses";

const entry = await getEntry("contactPage", "page");
if (!entry) throw new Error("app/content/contact-page.yaml is missing");
const { offices, map, directContact, ...page } = entry.data;
const [headOffice] = offices;
if (!headOffice) throw new Error("app/content/contact-page.yaml names no office");

export const contactPage: ContactPageCopy = {
  ...page,
  offices: offices.map(({ directionsTo, ...office }) => ({ ...office, directionsUrl: directionsUrl(directionsTo) })),
  directContact: { ...directContact, phone: headOffice.phone },
  map: { title: map.title, buttonLabel: map.buttonLabel, notice: map.notice, viewLabel: map.viewLabel, embedUrl: mapEmbedUrl(map.at), viewUrl: mapViewUrl(map.at) },
};
