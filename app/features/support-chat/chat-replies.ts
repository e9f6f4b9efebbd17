import { contactLink } from "~/lib/contact-link";

/*
 * Everything the support chat says. Replies are plain text; in-site links are
 * written as [label](/path) and rendered as the site's links (message-segments.ts).
 */

/** The name the chat speaks under. */
export const SUPPORT_NAME = "Ankur Support";

/** Spec: the chat says it replies within minutes. */
export const RESPONSE_TIME_TEXT = "We reply within minutes";

export const WELCOME_MESSAGE =
  "Namaste! Ask about startup incubation, corporate partnerships or our events and workshops, or pick a question below, and you get our answer here at once. Anything else you can send on to the Ankur team, who reply within minutes.";

export const INCUBATION_REPLY =
  "Ankur incubates startups with a troupe: 4-6 specialists in strategy, technology, finance and marketing who work inside your venture, with a review gate closing each stage from ideation to scale. Our ideation workshops, MVP development support and market-entry accelerators, with what each includes and how to apply, are on [Startup Incubation Packages](/solutions-services/startup-incubation-packages).";

export const CORPORATE_PARTNERSHIP_REPLY =
  "Corporates work with Ankur on CSR programme design, R&D co-development with our startups and open-innovation pilots, as associate, strategic, alliance, corporate, academic or government partners. Tell us about your organisation through the [Partner Application](/contact-get-involved/partner-apply) and our partnerships team will set up a first conversation. Examples of what partners do with us are on [Corporate Partnerships](/solutions-services/corporate-partnerships).";

export const EVENTS_REPLY =
  "We run ideation workshops, founder masterclasses, pitch days and investor webinars, online and in Pune and Bengaluru. See the upcoming dates, register for a seat or watch past sessions on demand on [Events & Webinars](/resources/events).";

export const GENERIC_REPLY = `Thank you for your message! Someone from the Ankur team will get back to you shortly once you send it to them with "Send this to the team" below. For anything detailed, you can also write to us through the [contact form](${contactLink("Question from the support chat")}).`;

/** The quick-question buttons: a short label, and the question it sends (each matches one reply rule). */
export const QUICK_QUESTIONS = [
  { label: "Incubation", question: "How do I apply for startup incubation?" },
  { label: "Partnerships", question: "How can my company become a corporate partner?" },
  { label: "Events", question: "Which events and workshops are coming up?" },
] as const;

/** Read out once when the typing indicator appears. */
export const TYPING_ANNOUNCEMENT = `${SUPPORT_NAME} is typing…`;
