import type { FormIntro } from "./contact-types";

/** The partnership application page's form intro (/contact-get-involved/partner-apply). */
export const partnershipFormIntro: FormIntro = {
  title: "Tell Us About Your Organization",
  text: "Associate, strategic, alliance, corporate, academic or government: every partnership starts with this form. Our partnerships team replies within five working days.",
};
