import { REQUEST_DUE_DAYS } from "./data-rights-requests.ts";

/** How long a link asked for on /legal/your-data works. */
export const REQUESTED_LINK_DAYS = 7;

/**
 * The words the server answers with (the JSON answers, the link page and its
 * results, the mails' paragraphs), in one place for the server and the page's island.
 */
export const DATA_RIGHTS_TEXTS = {
  linkSentHeading: "Check your inbox for the link",
  /** The same for every address, held or not: it must not tell anyone whether we know an address. */
  linkSent: `If we hold any details sent with this e-mail address, a link to them is on its way to it now. The link works for ${REQUESTED_LINK_DAYS} days. If nothing arrives in a few minutes, check your spam folder; if it is still not there, we hold nothing under this address.`,
  tooManyForAddress: "A link to this address was asked for several times in the last hour. Please use the latest e-mail, or try again in an hour.",
  invalidLinkHeading: "This link does not work",
  invalidLink: "The link is damaged, has expired or was not made by us. Ask for a new one on the Your data page: type your e-mail address and we send a fresh link.",
  pageHeading: "Your data with Ankur",
  nothingHeld: "We hold nothing under this e-mail address.",
  downloadButton: "Download everything as a file (JSON)",
  correctionHeading: "Correct something",
  correctionIntro: `Choose what is wrong and type it as it should read. Our team checks the change and makes it within ${REQUEST_DUE_DAYS} days; we e-mail you when it is done, or why not.`,
  correctionButton: "Send the correction",
  correctionSent: (reference: string) => `We have your correction (reference ${reference}). Our team will make it within ${REQUEST_DUE_DAYS} days and e-mail you when it is done.`,
  correctionRefused: "That detail cannot be corrected here. Please choose one from the list on your data page.",
  withdrawHeading: "Withdraw your consent",
  withdrawIntro:
    "We stop at once: no more e-mails from us about your submissions, and the newsletter stops if you had it. Your details stay with the team (marked as withdrawn) until they are erased; to have them erased now, ask for erasure below.",
  withdrawButton: "Withdraw my consent",
  withdrawn: (reference: string) => `Done: your consent is withdrawn (reference ${reference}). We will not e-mail you about your submissions again, and any newsletter has stopped.`,
  erasureHeading: "Erase my data",
  erasureIntro: `Everything listed above is deleted for good, pitch decks included. Our team does it within ${REQUEST_DUE_DAYS} days (sooner if they can) and e-mails you when it is done. We keep only a record that a request was made and carried out, without your details.`,
  erasureButton: "Ask for erasure",
  erasureSent: (reference: string) => `We have your erasure request (reference ${reference}). Our team will erase your data within ${REQUEST_DUE_DAYS} days and e-mail you when it is done.`,
  backToYourData: "Back to your data",
  complain:
    "If you are not satisfied with how we handle a request, write to privacy@ankur-ecosystem.in; you may also complain to the Data Protection Board of India.",
} as const;
