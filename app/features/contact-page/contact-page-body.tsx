import { CallToAction } from "~/components/call-to-action";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { contactFormIntro, directContact, incubationFormIntro, offices, puneMap, stillUnsure } from "~/content/contact";
import { ContactForm } from "~/features/lead-forms/contact-form";
import { IncubationForm } from "~/features/lead-forms/incubation-form";
import { OfficeList } from "./office-list";
import { OfficeMap } from "./office-map";

/**
 * The contact page's sections after its header (spec §2), shared by
 * /contact-get-involved and the layout-free /contact: the contact form at
 * #contact-form, the offices and the Pune map, the incubation application
 * and 'Still Unsure?'.
 */
export function ContactPageBody() {
  return (
    <>
      <Section id="contact-form" title={contactFormIntro.title} intro={contactFormIntro.text}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactForm />
          </div>
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
        </div>
      </Section>
      <Section id="offices" title="Our Offices" intro="Visit us in Pune or Bengaluru; please write or call ahead so the right people are in." tone="muted">
        <div className="flex flex-col gap-8">
          <OfficeList offices={offices} />
          <OfficeMap map={puneMap} />
        </div>
      </Section>
      <Section id="apply-for-incubation" title={incubationFormIntro.title} intro={incubationFormIntro.text}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <IncubationForm />
        </div>
      </Section>
      <CallToAction {...stillUnsure} />
    </>
  );
}
