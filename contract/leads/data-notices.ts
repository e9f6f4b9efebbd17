// What every lead form says about the data it collects
// (app/features/lead-forms/data-notice.tsx), with the forms' labels and
// messages: every lead form on the site shows its kind's notice, islands
// included, and the retention periods are the privacy policy's
// (app/content/legal/privacy-policy.md; app/features/lead-forms/data-notices.test.ts
// checks they agree).
import type { LeadKind } from "./lead-paths.ts";

/** DPDP Act 2023 s.5: what is collected, why, and for how long, at the point of collection. */
export type DataNotice = {
  collected: string;
  purpose: string;
  retention: string;
};

/** Where visitors exercise their rights under the DPDP Act 2023 (the privacy policy names the same address). */
export const privacyContact = {
  email: "privacy@ankur-ecosystem.in",
  policyPath: "/legal/privacy-policy",
} as const;

/** The privacy policy's retention periods, said where the data is collected. */
export const dataNotices: Readonly<Record<LeadKind, DataNotice>> = {
  contact: {
    collected: "your name, e-mail address, organization, role and message",
    purpose: "to answer your message and follow up on it",
    retention: "We keep them for 24 months after our last exchange with you, then delete them.",
  },
  incubation: {
    collected: "your company and founder name, e-mail address, sector, stage, motivation and pitch deck",
    purpose: "to assess your application for incubation and contact you about it",
    retention:
      "If we do not take your application forward, we delete it, pitch deck included, 12 months after we tell you our decision; if we do, we keep it for the incubation agreement.",
  },
  partnership: {
    collected: "your organization, contact person, e-mail address, phone number, partnership type, industry, company size and proposal",
    purpose: "to assess your partnership proposal and contact you about it",
    retention: "If no partnership follows, we delete them 24 months after our last exchange with you.",
  },
  "corporate-inquiry": {
    collected: "your name, e-mail address, company, role, areas of interest and message",
    purpose: "to answer your inquiry and follow up on it",
    retention: "We keep them for 24 months after our last exchange with you, then delete them.",
  },
  "investor-access": {
    collected: "your name, e-mail address, company or fund, role, investment focus, message and the time you accepted the NDA",
    purpose: "to answer your request and give you data-room access under the NDA",
    retention: "We keep them for 24 months after our last exchange with you, then delete them.",
  },
  "event-registration": {
    collected: "your full name, e-mail address and the event you chose",
    purpose: "to register you and send you the event's joining details and reminders",
    retention: "We delete them 12 months after the event.",
  },
  "download-request": {
    collected: "your e-mail address and the file you asked for",
    purpose: "to send you that file",
    retention: "We delete them 12 months after your request.",
  },
};
