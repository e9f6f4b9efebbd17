import type { VisitorStatus } from "../../contract/leads/application-status.ts";
import type { FormIntro } from "./contact-types";

export const statusLookupIntro: FormIntro = {
  title: "Look Up Your Application",
  text: "Enter the Application ID from your confirmation (it looks like INC-2026-7KQ3M9) and the e-mail address you applied with. We show where your application stands, and nothing else.",
};

/** What each status an applicant can see means for them. */
export const statusMeanings: Readonly<Record<VisitorStatus, string>> = {
  received: "Your application is with us and waits for the next selection round. The committee meets every fortnight.",
  "under-review": "A member of our incubation team is reviewing your application and may write to you for more details.",
  shortlisted: "You are on the shortlist. We will invite you to a 30-minute call with a troupe lead.",
  closed: "We have finished reviewing your application and have written to you with our decision.",
};

export const statusMeaningsTitle = "What Each Status Means";
