import { APPLICATION_STATUS_PAGE } from "../../../contract/leads/application-status-page.ts";
import type { IconName } from "~/components/icon-names";

/** One step of what follows an application, with a link where the visitor can act on it. */
export type AfterYouApplyStep = {
  title: string;
  text: string;
  icon: IconName;
  link?: { label: string; path: string };
};

export const afterYouApplyTitle = "What happens after you apply";

/**
 * The Apply page's timeline beside the form: the committee's fortnightly
 * review and the call with a troupe lead (as the contact page's incubation
 * intro says), the status lookup by Application ID, and a troupe within 10
 * working days of admission (as the associate bodies' commitments say).
 */
export const afterYouApplySteps: readonly AfterYouApplyStep[] = [
  {
    title: "Your Application ID, at once",
    text: "It shows as soon as you send the form, and we e-mail it to you. Keep it: it is how you and our team find your application.",
    icon: "clipboard-check",
  },
  {
    title: "Reviewed every fortnight",
    text: "Our selection committee meets every fortnight and reads every application. You can see where yours stands at any time.",
    icon: "calendar",
    link: { label: "Check your application status", path: APPLICATION_STATUS_PAGE },
  },
  {
    title: "A 30-minute call",
    text: "Shortlisted founders are invited to a call with a troupe lead: your venture, what you need, and how we would work together.",
    icon: "phone",
  },
  {
    title: "Your troupe",
    text: "Once you are admitted, a troupe of 4-6 specialists in strategy, technology, finance and marketing is formed around you within 10 working days.",
    icon: "users",
  },
];
