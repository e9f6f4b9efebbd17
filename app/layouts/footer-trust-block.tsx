import { type LegalParticular, phoneHref, registeredOffice } from "~/config/registered-office";

/**
 * Who stands behind the site: the company, its registered office, CIN, phone
 * and e-mail (config/registered-office.ts). A value still to be supplied
 * shows as such, in brackets, never as a made-up fact.
 */
export function FooterTrustBlock() {
  const phone = phoneHref(registeredOffice.phone);
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Registered office</h2>
      <address className="mt-3 text-sm not-italic">
        <p className="font-medium text-white">{registeredOffice.company}</p>
        <p>
          <Particular particular={registeredOffice.address} />
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-400">
            <abbr title="Corporate Identity Number" className="no-underline">
              CIN
            </abbr>
          </dt>
          <dd>
            <Particular particular={registeredOffice.cin} />
          </dd>
          <dt className="text-slate-400">Phone</dt>
          <dd>{phone ? <a href={phone} className="hover:text-white hover:underline">{registeredOffice.phone.value}</a> : <Particular particular={registeredOffice.phone} />}</dd>
          <dt className="text-slate-400">E-mail</dt>
          <dd>
            <a href={`mailto:${registeredOffice.email.value}`} className="break-all hover:text-white hover:underline">
              {registeredOffice.email.value}
            </a>
          </dd>
        </dl>
      </address>
    </div>
  );
}

function Particular({ particular }: { particular: LegalParticular }) {
  return particular.placeholder ? <span data-placeholder="">{particular.value}</span> : <span>{particular.value}</span>;
}
