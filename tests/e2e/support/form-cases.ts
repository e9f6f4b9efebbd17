import type { LeadKind } from "../../../contract/leads/lead-paths";
import { REQUIRED_FIELDS_MISSING } from "../../../contract/leads/lead-messages";
import { LEAD_SUCCESS_TEXTS } from "../../../contract/leads/success-texts";

/**
 * The seven lead forms as a visitor meets them on the Astro pages: where
 * each is, what a valid submission types, what each field says when it is
 * sent empty (the contract's texts, written out so a changed text fails),
 * and what the form says in place once it is sent. The thanks page's text
 * is the contract's (LEAD_SUCCESS_TEXTS), by the form's kind.
 */
export type FormCase = {
  kind: LeadKind;
  path: string;
  formName: string;
  submitLabel: string;
  /** Text boxes and selects by label. */
  valid: (email: string) => Record<string, string>;
  /** Checkboxes ticked in a valid submission. */
  ticks?: readonly string[];
  /** Checkboxes ticked in a valid submission the browser posts itself (no script): the investor form's NDA box, which the island's dialog replaces. */
  plainPostTicks?: readonly string[];
  /** A pitch deck goes with the valid submission. */
  withDeck?: boolean;
  /** Each field's message when the form is sent empty, by the field's label. */
  emptyMessages: Readonly<Record<string, string>>;
  /** The line above the submit button for a form sent empty (the three main forms). */
  emptyAlert?: string;
  /** The form's success text in place, with JavaScript. */
  successInPlace: (email: string) => string | RegExp;
  /** Fields stored for the valid submission (a subset). */
  stored: (email: string) => Record<string, string>;
};

export const EVENT_ID = "term-sheets-decoded-2026";
export const TOOL_ID = "seed-stage-business-plan";

export const FORM_CASES: readonly FormCase[] = [
  {
    kind: "contact",
    path: "/contact-get-involved",
    formName: "Contact form",
    submitLabel: "Send Message",
    valid: (email) => ({ Name: "Priya Deshmukh", Email: email, Organization: "Sahyadri Agro", Message: "We would like to discuss a cohort. 🌾" }),
    emptyMessages: { Name: "Please enter your name.", Email: "Please enter your e-mail address.", Message: "Please write your message." },
    emptyAlert: REQUIRED_FIELDS_MISSING,
    successInPlace: () => LEAD_SUCCESS_TEXTS.contact,
    stored: (email) => ({ name: "Priya Deshmukh", email, organization: "Sahyadri Agro", message: "We would like to discuss a cohort. 🌾" }),
  },
  {
    kind: "incubation",
    path: "/contact-get-involved",
    formName: "Incubation application",
    submitLabel: "Submit Application",
    valid: (email) => ({
      "Company Name": "KrishiYantra",
      "Founder Name": "Arjun Patil",
      Email: email,
      "Industry Sector": "Agriculture",
      Stage: "Prototype",
      "Why do you want to join the incubation programme?": "Low-cost farm robots.",
    }),
    withDeck: true,
    emptyMessages: {
      "Company Name": "Please enter your company's name.",
      "Founder Name": "Please enter the founder's name.",
      "Industry Sector": "Please choose an industry sector.",
      Stage: "Please choose your stage.",
      "Why do you want to join the incubation programme?": "Please tell us why you want to join.",
    },
    emptyAlert: REQUIRED_FIELDS_MISSING,
    successInPlace: () => LEAD_SUCCESS_TEXTS.incubation,
    stored: (email) => ({ companyName: "KrishiYantra", founderName: "Arjun Patil", email, industrySector: "Agriculture", stage: "Prototype" }),
  },
  {
    kind: "partnership",
    path: "/contact-get-involved/partner-apply",
    formName: "Partnership application",
    submitLabel: "Submit Application",
    valid: (email) => ({
      "Organization Name": "Deccan Bank",
      "Contact Person": "Meera Iyer",
      Email: email,
      Phone: "+91 98765 43210",
      "Partnership Type": "Corporate",
      Industry: "Finance",
      "Company Size": "201-500",
      "Partnership Proposal": "Credit lines for incubated startups.",
    }),
    emptyMessages: { "Organization Name": "Please enter your organization's name.", Phone: "Please enter a phone number.", "Company Size": "Please choose a company size." },
    emptyAlert: REQUIRED_FIELDS_MISSING,
    successInPlace: () => LEAD_SUCCESS_TEXTS.partnership,
    stored: (email) => ({ organizationName: "Deccan Bank", email, phone: "+91 98765 43210", partnershipType: "Corporate", companySize: "201-500" }),
  },
  {
    kind: "corporate-inquiry",
    path: "/audience-hub/industry-corporate",
    formName: "Corporate engagement inquiry",
    submitLabel: "Send Inquiry",
    valid: (email) => ({ Name: "Rohan Mehta", Email: email, Company: "Tata Mobility", Role: "Head of Innovation", Message: "A pilot with two startups." }),
    ticks: ["Process Automation"],
    emptyMessages: { Name: "Please enter your name.", Company: "Please enter your company.", Role: "Please enter your role.", Message: "Please write your message." },
    successInPlace: () => /^Thank you, Rohan\. Your inquiry for Tata Mobility about Process Automation has reached our corporate partnerships team/,
    stored: (email) => ({ name: "Rohan Mehta", email, company: "Tata Mobility", interests: "Process Automation" }),
  },
  {
    kind: "investor-access",
    path: "/audience-hub/investors-vcs",
    formName: "Pitch deck access request",
    submitLabel: "Request Pitch Deck Access",
    valid: (email) => ({ Name: "Vikram Shah", Email: email, "Company / Fund": "Sahyadri Ventures", Role: "Partner", Message: "Agritech decks, please." }),
    ticks: ["FinTech", "Sustainability"],
    plainPostTicks: ["I have read and accept the NDA"],
    emptyMessages: { Name: "Please enter your name.", "Company / Fund": "Please enter your company or fund.", Role: "Please enter your role." },
    successInPlace: () => /^Thank you, Vikram\. You have accepted the NDA, and the pitch-deck access request for Sahyadri Ventures/,
    stored: (email) => ({ name: "Vikram Shah", email, company: "Sahyadri Ventures", investmentFocus: "FinTech, Sustainability" }),
  },
  {
    kind: "event-registration",
    path: `/resources/events/${EVENT_ID}/register`,
    formName: "Event registration",
    submitLabel: "Register",
    valid: (email) => ({ "Full name": "Ananya Kulkarni", Email: email }),
    emptyMessages: { "Full name": "Please enter your full name.", Email: "Please enter your e-mail address." },
    successInPlace: () => /^You're registered, Ananya Kulkarni, for Term Sheets Decoded/,
    stored: (email) => ({ eventId: EVENT_ID, fullName: "Ananya Kulkarni", email }),
  },
  {
    kind: "download-request",
    path: `/resources/tools/${TOOL_ID}/request`,
    formName: "Download request",
    submitLabel: "Send Me the File",
    valid: (email) => ({ Email: email }),
    emptyMessages: { Email: "Please enter your e-mail address." },
    successInPlace: (email) => new RegExp(`^Thank you\\. .+ is on its way: our team e-mails it to ${email.replace(/\./g, "\\.")} within one working day\\.$`),
    stored: (email) => ({ resourceId: TOOL_ID, email }),
  },
];
