import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";

/** An office as the contact page lists it (app/content/contact-page.yaml, offices). */
export type Office = {
  /** "Head Office", "Corporate Office". */
  name: string;
  city: string;
  addressLines: readonly string[];
  /** As printed, and as dialled (E.164 for the tel: link). */
  phone: { display: string; dial: string };
  email: string;
  hours: string;
  /** A maps service's route to the office; opens in a new tab. */
  directionsUrl: string;
};

/** The offices, each with its address, phone, e-mail, hours and a Get Directions link (new tab). */
export function OfficeList({ offices, directionsLabel }: { offices: readonly Office[]; directionsLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {offices.map((office, i) => (
        <Reveal as="li" index={i} key={office.name} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{office.city}</p>
            <h3 className="text-xl font-semibold">{office.name}</h3>
          </div>
          <address className="flex gap-3 not-italic text-slate-700">
            <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {office.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
          <ul className="flex flex-col gap-2 text-slate-700">
            <li className="flex items-center gap-3">
              <Icon name="phone" className="size-5 shrink-0 text-brand-700" />
              <a href={`tel:${office.phone.dial}`} className="hover:text-brand-700 hover:underline">
                <span className="sr-only">Phone: </span>
                {office.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="mail" className="size-5 shrink-0 text-brand-700" />
              <a href={`mailto:${office.email}`} className="hover:text-brand-700 hover:underline">
                <span className="sr-only">E-mail: </span>
                {office.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="clock" className="size-5 shrink-0 text-brand-700" />
              {office.hours}
            </li>
          </ul>
          <ExternalLink href={office.directionsUrl} className="btn btn-secondary mt-auto self-start">
            <Icon name="navigation" className="size-4" />
            {directionsLabel}
            <span className="sr-only"> to the {office.name} in {office.city}</span>
          </ExternalLink>
        </Reveal>
      ))}
    </ul>
  );
}
