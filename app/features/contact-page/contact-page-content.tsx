import { CallToAction, type CtaAction } from "~/components/call-to-action";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { MapPreviewArt } from "./map-preview-art";
import { type Office, OfficeList } from "./office-list";
import type { OfficeMapCopy } from "./office-map";

// The contact page's parts around its islands, placed by
// lead-forms/contact-page-sections.astro and ./office-map.tsx
// (/contact-get-involved and /contact), with the words of
// app/content/contact-page.yaml (./contact-page-entry.ts).

/** A form section's heading and the paragraph under it. */
type FormIntro = { title: string; text: string };

/** The contact page's words, and the intros of the incubation and partnership forms shown on other pages too. */
export type ContactPageCopy = {
  contactForm: FormIntro;
  /** The phone is the head office's. */
  directContact: { title: string; email: string; text: string; phone: Office["phone"] };
  officesSection: { title: string; intro?: string | undefined; directionsLabel: string };
  offices: readonly Office[];
  map: OfficeMapCopy;
  incubationForm: FormIntro;
  partnershipForm: FormIntro;
  stillUnsure: { title: string; text: string; primary: CtaAction };
};

/** Beside the contact form: the general e-mail address and phone number. */
export function DirectContact({ directContact }: { directContact: ContactPageCopy["directContact"] }) {
  return (
    <aside aria-labelledby="direct-contact-title" className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h3 id="direct-contact-title" className="text-lg font-semibold">
        {directContact.title}
      </h3>
      <p className="text-slate-700">{directContact.text}</p>
      <a href={`mailto:${directContact.email}`} className="inline-flex items-center gap-2 font-medium text-brand-800 hover:underline">
        <Icon name="mail" className="size-5" />
        {directContact.email}
      </a>
      <a href={`tel:${directContact.phone.dial}`} className="inline-flex items-center gap-2 font-medium text-brand-800 hover:underline">
        <Icon name="phone" className="size-5" />
        {directContact.phone.display}
      </a>
    </aside>
  );
}

export function Offices({ offices, directionsLabel }: { offices: readonly Office[]; directionsLabel: string }) {
  return <OfficeList offices={offices} directionsLabel={directionsLabel} />;
}

/** The drawn map behind the Show the map button, until the visitor loads the real one. */
export function MapPreview() {
  return <MapPreviewArt className="absolute inset-0 size-full" />;
}

/** Why the map waits for the visitor to ask. */
export function MapNotice({ notice }: { notice: string }) {
  return <p className="text-sm text-slate-700">{notice}</p>;
}

/** The map's caption: what it shows, and the place on the map service's own site. */
export function MapCaption({ map }: { map: Pick<OfficeMapCopy, "title" | "viewUrl" | "viewLabel"> }) {
  return (
    <>
      <span>{map.title}</span>
      <ExternalLink href={map.viewUrl} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        {map.viewLabel}
        <Icon name="external-link" className="size-4" />
      </ExternalLink>
    </>
  );
}

export function StillUnsure({ cta }: { cta: ContactPageCopy["stillUnsure"] }) {
  return <CallToAction {...cta} />;
}
