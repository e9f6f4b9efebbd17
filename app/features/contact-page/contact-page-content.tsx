import { CallToAction } from "~/components/call-to-action";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { directContact, offices, puneMap, stillUnsure } from "~/content/contact";
import { MapPreviewArt } from "./map-preview-art";
import { OfficeList } from "./office-list";

// The contact page's parts around its islands, placed by
// lead-forms/contact-page-sections.astro and ./office-map.tsx
// (/contact-get-involved and /contact).

/** Beside the contact form: the general e-mail address and phone number. */
export function DirectContact() {
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

export function Offices() {
  return <OfficeList offices={offices} />;
}

/** The drawn map behind the Show the map button, until the visitor loads the real one. */
export function MapPreview() {
  return <MapPreviewArt className="absolute inset-0 size-full" />;
}

/** Why the map waits for the visitor to ask. */
export function MapNotice() {
  return <p className="text-sm text-slate-700">{puneMap.notice}</p>;
}

/** The map's caption: what it shows, and the place on the map service's own site. */
export function MapCaption() {
  return (
    <>
      <span>{puneMap.title}</span>
      <ExternalLink href={puneMap.viewUrl} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        Open in OpenStreetMap
        <Icon name="external-link" className="size-4" />
      </ExternalLink>
    </>
  );
}

export function StillUnsure() {
  return <CallToAction {...stillUnsure} />;
}
