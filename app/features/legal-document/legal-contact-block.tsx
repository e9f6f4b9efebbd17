import { Icon } from "~/components/icon";
import type { LegalContact } from "./legal-types";

/** Who to write to about a legal document: the Grievance Officer, the privacy and legal teams, the office in Pune. */
export function LegalContactBlock({ contact }: { contact: LegalContact }) {
  const officer = contact.grievanceOfficer;
  return (
    <section aria-labelledby="legal-contact-title" className="rounded-2xl bg-slate-50 p-6 sm:p-8">
      <h2 id="legal-contact-title" className="text-2xl font-bold">
        {contact.title}
      </h2>
      <p className="mt-2 text-slate-700">{contact.responseTimes}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Icon name="user-check" className="size-5 text-brand-700" />
            {contact.grievanceTitle}
          </h3>
          <p className="mt-2 text-slate-700">
            {officer.name}
            <br />
            {officer.designation}
          </p>
          <p className="mt-1">
            <a href={`mailto:${officer.email}`} className="font-medium text-brand-700 hover:underline">
              {officer.email}
            </a>
            <br />
            <a href={`tel:${officer.phone.replaceAll(" ", "")}`} className="font-medium text-brand-700 hover:underline">
              {officer.phone}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-600">{officer.hours}</p>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Icon name="mail" className="size-5 text-brand-700" />
            {contact.privacyTitle}
          </h3>
          <p className="mt-2 text-slate-700">
            {contact.privacyLabel}{" "}
            <a href={`mailto:${contact.privacyEmail}`} className="font-medium text-brand-700 hover:underline">
              {contact.privacyEmail}
            </a>
          </p>
          <p className="mt-1 text-slate-700">
            {contact.legalLabel}{" "}
            <a href={`mailto:${contact.legalEmail}`} className="font-medium text-brand-700 hover:underline">
              {contact.legalEmail}
            </a>
          </p>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Icon name="map-pin" className="size-5 text-brand-700" />
            {contact.registeredOffice.label}
          </h3>
          <address className="mt-2 text-slate-700 not-italic">
            {contact.registeredOffice.lines.map((line, i) => (
              <span key={line}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
    </section>
  );
}
