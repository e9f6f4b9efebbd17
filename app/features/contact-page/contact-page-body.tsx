import { Section } from "~/components/section";
import { interactiveWhenVisible } from "~/components/static-content/interactive-on-demand";
import { staticContent } from "~/components/static-content/static-content";
import { contactFormIntro, incubationFormIntro } from "~/content/contact-interactive";
import { useLocation } from "react-router";
import { messageForTopic } from "~/features/lead-forms/contact-topic";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";

/** The static content module: one import() for all of its pieces. */
const contentModule = () => import("./contact-page-content");
const DirectContact = staticContent(contentModule, "DirectContact");
const Offices = staticContent(contentModule, "Offices");
const StillUnsure = staticContent(contentModule, "StillUnsure");

// The forms load their code on first use; a contact link's ?topic= needs the
// contact form's at once, to start the message.
const ContactForm = interactiveFormOnFirstUse(() => import("~/features/lead-forms/contact-form"), "ContactForm", {
  atOnce: ({ search }) => messageForTopic(search) !== undefined,
});
const IncubationForm = interactiveFormOnFirstUse(() => import("~/features/lead-forms/incubation-form"), "IncubationForm");
/** Click to load, below the form: its code loads as the visitor scrolls near it. */
const OfficeMap = interactiveWhenVisible(() => import("./office-map"), "OfficeMap");

/**
 * The contact page's sections after its header (spec §2), shared by
 * /contact-get-involved and the layout-free /contact: the contact form at
 * #contact-form, the offices and the Pune map, the incubation application
 * and 'Still Unsure?'. The forms (their code on first use) and the map are
 * interactive; everything else is static content (./contact-page-content.tsx).
 */
export function ContactPageBody() {
  const { search } = useLocation();
  return (
    <>
      <Section id="contact-form" title={contactFormIntro.title} intro={contactFormIntro.text}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactForm search={search} />
          </div>
          <DirectContact />
        </div>
      </Section>
      <Section id="offices" title="Our Offices" intro="Visit us in Pune or Bengaluru; please write or call ahead so the right people are in." tone="muted">
        <div className="flex flex-col gap-8">
          <Offices />
          <OfficeMap />
        </div>
      </Section>
      <Section id="apply-for-incubation" title={incubationFormIntro.title} intro={incubationFormIntro.text}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <IncubationForm />
        </div>
      </Section>
      <StillUnsure />
    </>
  );
}
