import { Fragment, type ReactNode } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { pages } from "~/config/pages";
import { longDate } from "~/features/press-room/long-date";
import type { LegalContact, LegalDocument, LegalHubCopy } from "./legal-types";

type LegalHubContentProps = {
  copy: LegalHubCopy;
  /** The documents' cards, in the hub's order (their title and summary: the page registry). */
  documents: readonly Pick<LegalDocument, "path" | "lastUpdated" | "icon">[];
  contact: LegalContact;
};

/** The text with each {name} replaced by its part ("at {email}." → "at ", the link, "."). */
function fillIn(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const part = /^\{(\w+)\}$/.exec(piece)?.[1];
    // The pieces are fixed text in a fixed order.
    // oxlint-disable-next-line react/no-array-index-key
    return <Fragment key={i}>{part !== undefined && part in parts ? parts[part] : piece}</Fragment>;
  });
}

/** The legal hub's cards and its questions block (pages/legal/index.astro). */
export default function LegalHubContent({ copy, documents, contact }: LegalHubContentProps) {
  return (
    <>
      <Section id="legal-documents" title={copy.title} intro={copy.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {documents.map((doc, i) => (
            <Reveal as="li" index={i} key={doc.path} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={doc.icon} />
              </span>
              <h3 className="text-xl font-semibold">{pages[doc.path].title}</h3>
              <p className="text-slate-600">{pages[doc.path].description}</p>
              <p className="text-sm text-slate-600">
                Last Updated: <time dateTime={doc.lastUpdated}>{longDate(doc.lastUpdated)}</time>
              </p>
              <Link to={doc.path} className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                Read the {pages[doc.path].title}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="legal-questions" tone="muted">
        <div className="flex flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{copy.questionsTitle}</h2>
            <p className="mt-2 text-slate-700">
              {fillIn(copy.questionsText, {
                officer: contact.grievanceOfficer.name,
                email: (
                  <a href={`mailto:${contact.grievanceOfficer.email}`} className="font-medium text-brand-700 hover:underline">
                    {contact.grievanceOfficer.email}
                  </a>
                ),
              })}
            </p>
          </div>
          <Link to={copy.questionsAction.to} className="btn btn-primary shrink-0">
            {copy.questionsAction.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
