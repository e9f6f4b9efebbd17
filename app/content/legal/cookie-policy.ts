import { site } from "~/config/site";
import { list, paragraph, table } from "./legal-blocks";
import { LEGAL_LAST_UPDATED, legalContact } from "./legal-contact";
import type { LegalDocument } from "./legal-types";

export const cookiePolicy: LegalDocument = {
  path: "/legal/cookie-policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  icon: "cookie",
  intro: [
    `This Cookie Policy explains which cookies the ${site.name} website sets and why. The short version: the site sets only what it needs to work. There are no analytics cookies, no advertising cookies and no third-party tracking.`,
  ],
  sections: [
    {
      id: "what-are-cookies",
      heading: "1. What cookies are",
      blocks: [
        paragraph(
          "Cookies are small text files that a website asks your browser to store and send back on later visits. They can keep you signed in, remember choices or, on many websites, track what you do. Similar technologies include local storage and tracking pixels; this policy covers them too.",
        ),
      ],
    },
    {
      id: "our-approach",
      heading: "2. Our approach: only what the site needs",
      blocks: [
        list(
          "If you read our pages and send our forms, this website sets no cookies at all.",
          "We do not use analytics cookies or analytics services.",
          "We do not use advertising cookies, tracking pixels, social media trackers or fingerprinting.",
          "We do not allow third parties to set cookies through our pages.",
          "We do not use your browser's local storage to identify or follow you.",
        ),
      ],
    },
    {
      id: "cookies-we-set",
      heading: "3. The cookies we set",
      blocks: [
        paragraph(
          "The only cookie the website sets is strictly necessary, and it is set only for people who sign in:",
        ),
        table(
          "Cookies set by this website",
          ["Cookie", "Who receives it", "Purpose", "Duration"],
          [
            [
              "Session cookie (strictly necessary)",
              `${site.name} staff and invited account holders who sign in`,
              "Keeps you signed in securely after you enter your password and second factor. It is HttpOnly, Secure and SameSite=Strict, so scripts and other websites cannot read or send it.",
              "Until you sign out or the session expires",
            ],
          ],
        ),
        paragraph(
          "Because this cookie is strictly necessary for a service you ask for, it does not need your consent. It holds a random identifier only; your details stay on our servers.",
        ),
      ],
    },
    {
      id: "other-storage",
      heading: "4. The support chat and forms",
      blocks: [
        paragraph(
          "The support chat keeps its conversation only in the memory of the open page and forgets it when you leave. Forms keep what you type only until you send them or leave the page. Neither uses cookies.",
        ),
      ],
    },
    {
      id: "third-party-content",
      heading: "5. Maps and links to other websites",
      blocks: [
        paragraph(
          "The map of our Pune office on the contact page is not loaded until you choose to show it. Only then does your browser contact the map provider, which may set its own cookies under its own policy. The Get Directions and social media links open other websites in a new tab; their cookie policies apply there.",
        ),
      ],
    },
    {
      id: "control",
      heading: "6. How to control cookies",
      blocks: [
        paragraph(
          "You can block or delete cookies in your browser's settings. Blocking cookies does not affect reading our pages or sending our forms; it only prevents signing in to accounts.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "7. Changes to this policy",
      blocks: [
        paragraph(
          "If we ever want to use a cookie that is not strictly necessary, we will update this policy first and ask for your consent before setting it. The date at the top shows the latest version.",
        ),
        paragraph(`Questions about cookies can be sent to ${legalContact.privacyEmail}.`),
      ],
    },
  ],
};
