import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { pages } from "~/config/pages";
import { legalContact } from "~/content/legal/legal-contact";
import { legalDocuments } from "~/content/legal/legal-documents";
import { longDate } from "~/features/press-room/long-date";

/** The legal hub's cards and its questions block (pages/legal/index.astro). */
export default function LegalHubContent() {
  return (
    <>
      <Section id="legal-documents" title="Our Policies" intro="How we handle your data, the terms of using this website, the cookies we set and how we keep information secure.">
        <ul className="grid gap-6 md:grid-cols-2">
          {Object.values(legalDocuments).map((doc, i) => (
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
            <h2 className="text-2xl font-bold">Questions about our policies?</h2>
            <p className="mt-2 text-slate-700">
              Write to us, or contact our Grievance Officer, {legalContact.grievanceOfficer.name}, at{" "}
              <a href={`mailto:${legalContact.grievanceOfficer.email}`} className="font-medium text-brand-700 hover:underline">
                {legalContact.grievanceOfficer.email}
              </a>
              .
            </p>
          </div>
          <Link to="/contact" className="btn btn-primary shrink-0">
            Contact us
          </Link>
        </div>
      </Section>
    </>
  );
}
