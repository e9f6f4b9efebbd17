/**
 * Build time only (page shells): the legal documents
 * (app/content/legal/<id>.md, each the page /legal/<id>) in their hub order,
 * and the hub's words and the contact block (app/content/legal-page.yaml).
 * Components receive these as props; they never import this module.
 */
import { getCollection, getEntry } from "astro:content";
import { isPagePath } from "~/config/pages";
import { legalBody } from "./legal-markdown";
import type { LegalContact, LegalDocument, LegalHubCopy, LegalPath } from "./legal-types";

const isLegalPath = (path: string): path is LegalPath => isPagePath(path) && path.startsWith("/legal/");

const entries = (await getCollection("legal")).toSorted((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));

/** The legal documents, in the order of their `order` field. */
export const legalDocuments: readonly LegalDocument[] = entries.map(({ id, data, body }) => {
  const file = `app/content/legal/${id}.md`;
  const path = `/legal/${id}`;
  if (!isLegalPath(path)) throw new Error(`${file}: its page ${path} is not in app/config/pages.ts; add it there (name, title, description)`);
  return { path, lastUpdated: data.lastUpdated, icon: data.icon, ...legalBody(body ?? "", file) };
});

const page = await getEntry("legalPage", "page");
if (!page) throw new Error("app/content/legal-page.yaml is missing");
const { contact } = page.data;
const officer = await getEntry("people", contact.grievanceOfficer.id);
if (!officer) throw new Error(`app/content/legal-page.yaml: contact.grievanceOfficer: app/content/people/${contact.grievanceOfficer.id}.yaml is missing`);

export const legalHubCopy: LegalHubCopy = page.data.hub;

/** Who to write to about a legal document: the block under each one, and the hub's questions block. */
export const legalContact: LegalContact = {
  title: contact.title,
  grievanceTitle: contact.grievanceTitle,
  privacyTitle: contact.privacyTitle,
  privacyLabel: contact.privacyLabel,
  legalLabel: contact.legalLabel,
  grievanceOfficer: { name: officer.data.name, designation: officer.data.role, email: contact.grievanceEmail, phone: contact.grievancePhone, hours: contact.grievanceHours },
  privacyEmail: contact.privacyEmail,
  legalEmail: contact.legalEmail,
  registeredOffice: contact.registeredOffice,
  responseTimes: contact.responseTimes,
};
