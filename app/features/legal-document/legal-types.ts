import type { IconName } from "~/components/icon-names";
import type { PagePath } from "~/config/pages";

/** The legal pages, by their path. */
export type LegalPath = Extract<PagePath, `/legal/${string}`>;

/**
 * A piece of a legal section, from its Markdown: a paragraph, a bulleted list
 * a table, or every form's data notice. Text is HTML (a paragraph's words with their links and emphasis);
 * a table's caption is plain text (it also labels the table's scroll box).
 */
export type LegalBlock =
  | { kind: "paragraph"; html: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  /** Every form's data notice, drawn from contract/leads/data-notices.ts (the Markdown's `{{form-notices}}`). */
  | { kind: "form-notices" };

export type LegalSection = {
  /** Element id, for the document's table of contents (`## Heading {#id}`). */
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
  /** Opening paragraphs (HTML), before the numbered sections. */
  intro: readonly string[];
  sections: readonly LegalSection[];
};

/** Who to write to about a legal document, and the block's headings and labels. */
export type LegalContact = {
  title: string;
  grievanceTitle: string;
  privacyTitle: string;
  privacyLabel: string;
  legalLabel: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string; hours: string };
  privacyEmail: string;
  legalEmail: string;
  registeredOffice: { label: string; lines: readonly string[] };
  /** How fast grievances are handled, in words. */
  responseTimes: string;
};

/** The legal hub's words (pages/legal/index.astro). */
export type LegalHubCopy = {
  title: string;
  intro: string;
  questionsTitle: string;
  /** {officer} and {email} become the Grievance Officer's name and e-mail address (a link). */
  questionsText: string;
  questionsAction: { label: string; to: string };
};
