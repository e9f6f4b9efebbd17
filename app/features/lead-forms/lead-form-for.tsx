import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import ContactForm from "./contact-form";
import CorporateInquiryForm from "./corporate-inquiry-form";
import DownloadRequestForm, { type RequestedFile } from "./download-request-form";
import EventRegistrationForm, { type RegistrationEvent } from "./event-registration-form";
import IncubationForm from "./incubation-form";
import InvestorAccessForm from "./investor-access-form";
import PartnershipForm from "./partnership-form";

/** The props every lead form island takes; `initial` is a plain post that came back (contract/leads/form-post-state.ts). */
export type LeadFormIslandProps = {
  initial?: LeadFormPostState;
  context?: Readonly<Record<string, string>>;
  /** The page besides its home the form sits on, by name (the incubation form on /apply: "apply"); its plain post carries it. */
  from?: string | undefined;
};

/**
 * The form of one lead kind, for the page the server renders when a plain
 * post could not be stored: the posted values in the fields, the messages
 * beside them and the form's message above the submit button. The event and
 * download forms find their event or file by the id the post carried (the
 * page finds them: `event`, `file`); an unknown one shows what the post said
 * about it (a message, no form).
 */
export function LeadFormFor({ kind, file, event, ...props }: { kind: LeadKind; file?: RequestedFile | undefined; event?: RegistrationEvent | undefined } & LeadFormIslandProps) {
  switch (kind) {
    case "contact":
      return <ContactForm {...props} />;
    case "incubation":
      return <IncubationForm {...props} />;
    case "partnership":
      return <PartnershipForm {...props} />;
    case "corporate-inquiry":
      return <CorporateInquiryForm {...props} />;
    case "investor-access":
      return <InvestorAccessForm {...props} />;
    case "event-registration": {
      return event ? <EventRegistrationForm {...props} event={event} /> : <UnknownItem text="This event is not open for registration. Please choose an event from the events page." href="/resources/events" />;
    }
    case "download-request": {
      return file ? <DownloadRequestForm {...props} item={file} /> : <UnknownItem text="This file is not in our library. Please choose a file from the library." href="/resources/tools" />;
    }
  }
}

function UnknownItem({ text, href }: { text: string; href: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      {text}{" "}
      <a href={href} className="font-medium underline">
        Go to the list
      </a>
    </p>
  );
}
