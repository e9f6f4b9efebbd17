import { APPLICATION_STATUS_PAGE, applicationStatusPath } from "../../../contract/leads/application-status-page.ts";
import { INCUBATION_SUCCESS_HEADING } from "../../../contract/leads/lead-messages.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { isLeadReference } from "../../../contract/leads/lead-reference-format.ts";

/** A way on from a sent form. */
export type NextLink = { label: string; path: string };

/**
 * What a form's success panel says besides its success text (./success-panel.tsx):
 * the heading, the lead's reference, when a reply comes, and two ways on. The
 * same in place (the islands) and on the thanks page of a plain post.
 */
export type SuccessPanelContent = {
  heading: string;
  /** The lead's reference (spec §8: the incubation form's Application ID), only when it has the form's reference shape. */
  reference?: { label: string; value: string };
  /** When to expect a reply, as the page the form sits on promises it. */
  replyBy: string;
  next: readonly [NextLink, NextLink];
};

type PanelText = Omit<SuccessPanelContent, "reference" | "next"> & { next: (reference: string | undefined) => readonly [NextLink, NextLink] };

/**
 * Per form. The reply times are those the pages already promise: two working
 * days for a message (the contact form's intro), a fortnightly review for an
 * application (the incubation intro), five working days for a partnership
 * (the partner application's intro), 24 hours for a corporate inquiry and for
 * data-room access (their confirmations), one working day for a file.
 */
const PANELS: Readonly<Record<LeadKind, PanelText>> = {
  contact: {
    heading: "Message sent",
    replyBy: "A member of our team reads every message and replies within two working days.",
    next: () => [
      { label: "Read the FAQ", path: "/faq" },
      { label: "See our success stories", path: "/success-stories" },
    ],
  },
  incubation: {
    heading: INCUBATION_SUCCESS_HEADING,
    replyBy: "Our selection committee reviews applications every fortnight; shortlisted founders are invited to a 30-minute call with a troupe lead.",
    next: (reference) => [
      { label: "Check your application status", path: reference ? applicationStatusPath(reference) : APPLICATION_STATUS_PAGE },
      { label: "How a troupe works", path: "/ecosystem/troup-based-incubation-model" },
    ],
  },
  partnership: {
    heading: "Application sent",
    replyBy: "Our partnerships team replies within five working days.",
    next: () => [
      { label: "Meet our industry partners", path: "/ecosystem/industry-partners" },
      { label: "Corporate partnerships", path: "/solutions-services/corporate-partnerships" },
    ],
  },
  "corporate-inquiry": {
    heading: "Inquiry sent",
    replyBy: "Our corporate partnerships team replies within 24 hours.",
    next: () => [
      { label: "Corporate partnerships", path: "/solutions-services/corporate-partnerships" },
      { label: "See our success stories", path: "/success-stories" },
    ],
  },
  "investor-access": {
    heading: "Request sent",
    replyBy: "Data-room access reaches your e-mail address within 24 hours.",
    next: () => [
      { label: "Our participating companies", path: "/ecosystem/participating-companies" },
      { label: "See our success stories", path: "/success-stories" },
    ],
  },
  "event-registration": {
    heading: "Registration received",
    replyBy: "The event details are on their way to your e-mail address.",
    next: () => [
      { label: "See all events", path: "/resources/events" },
      { label: "Read the blog", path: "/resources/blog" },
    ],
  },
  "download-request": {
    heading: "Request received",
    replyBy: "Our team e-mails you the file within one working day.",
    next: () => [
      { label: "More resources", path: "/resources" },
      { label: "Read the blog", path: "/resources/blog" },
    ],
  },
};

/** Spec §8: the incubation form shows its Application ID; the others name theirs a reference. */
export function referenceLabel(kind: LeadKind): string {
  return kind === "incubation" ? "Application ID" : "Your reference";
}

/** The panel of one form's success, with its reference if the text given is one (never a text as it came from an address or an answer). */
export function successPanelOf(kind: LeadKind, reference: unknown): SuccessPanelContent {
  const { next, ...text } = PANELS[kind];
  const value = isLeadReference(kind, reference) ? reference : undefined;
  return { ...text, ...(value ? { reference: { label: referenceLabel(kind), value } } : {}), next: next(value) };
}

/** The reference of a lead API's success answer ({ id }), if it has one of the form's shape. */
export function answerReference(kind: LeadKind, answer: unknown): string | undefined {
  const id = typeof answer === "object" && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return isLeadReference(kind, id) ? id : undefined;
}

/** A content page's confirmation (it names what was sent), with the lead's reference from the API's answer. */
export type Confirmation = { text: string; reference?: string };

export function confirmationOf(kind: LeadKind, answer: unknown, text: string): Confirmation {
  const reference = answerReference(kind, answer);
  return reference ? { text, reference } : { text };
}
