import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";

/** The contact block's words (app/content/faq-page.yaml) and the support e-mail address. */
export type FaqContactCopy = {
  title: string;
  text: string;
  /** Before the e-mail address ("E-mail our support team:"). */
  emailLabel: string;
  email: string;
  scheduleCall: { label: string; to: string };
};

/**
 * The FAQ's contact block: support e-mail, live chat and a call with the team.
 * `children` is the Live Chat button (pages/faq.astro gives its island, ./faq-live-chat.tsx).
 */
export function FaqContactBlock({ contact: faqContact, children }: { contact: FaqContactCopy; children: ReactNode }) {
  return (
    <section aria-labelledby="faq-contact-title" className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 p-8 text-white">
      <h2 id="faq-contact-title" className="text-2xl font-bold">
        {faqContact.title}
      </h2>
      <p className="mt-2 text-white/90">{faqContact.text}</p>
      <p className="mt-4 flex flex-wrap items-center gap-2">
        <Icon name="mail" className="size-5" />
        <span>{faqContact.emailLabel}</span>
        <a href={`mailto:${faqContact.email}`} className="font-semibold underline underline-offset-2">
          {faqContact.email}
        </a>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {children}
        <Link to={faqContact.scheduleCall.to} className="btn btn-outline-light">
          <Icon name="phone" className="size-5" />
          {faqContact.scheduleCall.label}
        </Link>
      </div>
    </section>
  );
}
