import type { IconName } from "~/components/icon-names";
import type { PagePath } from "~/config/pages";

/** The four legal pages, by their path. */
export type LegalPath = Extract<PagePath, `/legal/${string}`>;

/** A piece of a legal section: a paragraph, a bulleted list or a small table. */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

type LegalSection = {
  /** Element id, for the document's table of contents. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

/** A legal document rendered by the one legal route (the h1 and summary come from the page registry). */
export type LegalDocument = {
  path: LegalPath;
  /** ISO date (YYYY-MM-DD) shown as 'Last Updated: ...'. */
  lastUpdated: string;
  /** Icon on the legal hub's card. */
  icon: IconName;
  /** Opening paragraphs, before the numbered sections. */
  intro: readonly string[];
  sections: readonly LegalSection[];
};

/** Who to write to about a legal document. */
export type LegalContact = {
  company: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string; hours: string };
  privacyEmail: string;
  legalEmail: string;
  registeredOffice: { label: string; lines: readonly string[] };
  /** How fast grievances are handled, in words. */
  responseTimes: string;
};
