import { Link } from "~/components/link";
import { pages } from "~/config/pages";
import { longDate } from "~/features/press-room/long-date";
import { LegalBlockView } from "./legal-block";
import { LegalContactBlock } from "./legal-contact-block";
import type { LegalContact, LegalDocument, LegalPath } from "./legal-types";

type LegalDocumentViewProps = {
  legalDocument: LegalDocument;
  /** Every legal document's path, in the hub's order: the others are listed at the end. */
  documentPaths: readonly LegalPath[];
  contact: LegalContact;
};

/**
 * A legal document (pages/legal/[doc].astro): its date, a table of contents,
 * its sections, the contact block and the other documents.
 */
export function LegalDocumentView({ legalDocument: doc, documentPaths, contact }: LegalDocumentViewProps) {
  const others = documentPaths.filter((path) => path !== doc.path);
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-medium text-slate-700" data-testid="legal-last-updated">
        Last Updated: <time dateTime={doc.lastUpdated}>{longDate(doc.lastUpdated)}</time>
      </p>
      <div className="flex flex-col gap-4 text-lg text-slate-700">
        {doc.intro.map((paragraph) => (
          <p key={paragraph} dangerouslySetInnerHTML={{ __html: paragraph }} />
        ))}
      </div>
      <nav aria-labelledby="legal-toc-title" className="rounded-2xl border border-slate-200 p-6">
        <h2 id="legal-toc-title" className="font-semibold">
          On this page
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          <div className="mt-4 flex flex-col gap-4 leading-relaxed text-slate-700">
            {section.blocks.map((block, i) => (
              // Blocks are fixed text in a fixed order.
              // oxlint-disable-next-line react/no-array-index-key
              <LegalBlockView key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
      <LegalContactBlock contact={contact} />
      <nav aria-labelledby="legal-more-title">
        <h2 id="legal-more-title" className="text-lg font-semibold">
          Other legal documents
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {others.map((other) => (
            <li key={other}>
              <Link to={other} className="font-medium text-brand-700 hover:underline">
                {pages[other].title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/legal" className="font-medium text-brand-700 hover:underline">
              All legal documents
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
