import { site } from "~/config/site";
import { list, paragraph, table } from "./legal-blocks";
import { LEGAL_LAST_UPDATED, legalContact } from "./legal-contact";
import type { LegalDocument } from "./legal-types";

const officer = legalContact.grievanceOfficer;

export const privacyPolicy: LegalDocument = {
  path: "/legal/privacy-policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  icon: "shield-check",
  intro: [
    `This Privacy Policy explains what personal data ${site.company} ("${site.name}", "we", "us") collects through this website, why we collect it, how long we keep it, who we share it with and the rights you have over it.`,
    "It is our notice to you under section 5 of the Digital Personal Data Protection Act, 2023 (the \"DPDP Act\"), and it also meets our obligations under the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011. Please read it before you send us any form.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      blocks: [
        paragraph(
          `${site.company} is a public limited company incorporated in India, with its registered office at 4th Floor, Sahyadri Business Park, Baner Road, Baner, Pune, Maharashtra 411045. For the personal data described in this policy we are the Data Fiduciary under the DPDP Act: we decide why and how it is processed.`,
        ),
        paragraph(
          `This policy covers the ${site.name} website and everything you send us through it. Programme agreements, partnership agreements and employment contracts may carry their own privacy terms; where they do, those terms apply alongside this policy.`,
        ),
      ],
    },
    {
      id: "what-we-collect",
      heading: "2. What we collect through our forms, and why",
      blocks: [
        paragraph(
          "We collect only what you type into a form and choose to send. Each form asks for the following, and we use it only for the purpose shown.",
        ),
        table(
          "Personal data collected by each form and its purpose",
          ["Form", "What we collect", "Why we use it"],
          [
            [
              "Contact form",
              "Name, e-mail address, organisation (optional), role (optional) and your message",
              "To answer your message and follow up on what you asked about",
            ],
            [
              "Incubation application",
              "Company name, founder name, e-mail address, industry sector, stage, pitch deck (optional file) and your motivation for applying",
              "To assess your venture for our incubation programmes, to contact you about your application and to give you an Application ID with which you can follow its status",
            ],
            [
              "Partnership application",
              "Organisation name, contact person, e-mail address, phone number, partnership type, industry, company size and your proposal",
              "To assess your partnership proposal, to contact you about it and, if we agree, to prepare the partnership",
            ],
            [
              "Corporate engagement inquiry",
              "Name, e-mail address, company, role, areas of interest (optional) and your message",
              "To answer your inquiry and follow up on it",
            ],
            [
              "Investor access request",
              "Name, e-mail address, company or fund, role, investment focus (optional), your message and the time you accepted the data-room NDA",
              "To answer your request and give you data-room access to pitch decks under the NDA",
            ],
            [
              "Event registration",
              "Full name, e-mail address and the event you chose",
              "To register you for the event and send you its joining details and reminders",
            ],
            [
              "Download request",
              "E-mail address and the file you asked for",
              "To send you that file",
            ],
          ],
        ),
        paragraph(
          "When you send any of these forms, we store it together with two e-mails: a notification to our team with what you sent, and a confirmation to you with your reference (for an incubation application, your Application ID). Both e-mails are written to an outbox in our database at the same moment as your form, and are sent from that outbox through our e-mail delivery provider, which tries again for a few hours if delivery fails. The confirmation contains only our own wording, your reference and links to this website, never text you typed. The e-mails in the outbox are kept and erased with the form they belong to.",
        ),
        paragraph(
          "Pitch decks and business plans can contain personal data about you, your co-founders and your team. Please include only what an investor or incubator would normally need. We treat every pitch deck as confidential.",
        ),
        paragraph(
          "We do not ask for, and ask you not to send, sensitive personal data such as passwords, bank account or card details, health records, biometric data or government identity numbers through the website.",
        ),
      ],
    },
    {
      id: "collected-automatically",
      heading: "3. What we collect automatically",
      blocks: [
        paragraph(
          "When your browser requests a page, our server records the request: your IP address, the date and time, the page requested, the response status and your browser's user agent. We use these logs only to keep the website secure, to stop abuse such as repeated form submissions and to fix errors.",
        ),
        list(
          "We do not use analytics services, advertising networks, tracking pixels or fingerprinting.",
          "We do not build profiles of visitors or track you across other websites.",
          "The support chat on this website runs entirely in your browser; its messages are not sent to us or stored.",
          "The cookies we set are described in our Cookie Policy. A visitor who only reads pages and sends forms receives none.",
        ),
      ],
    },
    {
      id: "legal-basis",
      heading: "4. Our legal basis: your consent",
      blocks: [
        paragraph(
          "We process the personal data you send through a form on the basis of your consent under section 6 of the DPDP Act. Each form shows a short notice at the point of collection; by sending the form you agree to the processing described there and in this policy, for that purpose only.",
        ),
        paragraph(
          "You can withdraw your consent at any time by writing to us as described in section 9. Withdrawing is as easy as giving consent. After you withdraw, we stop processing your data and erase it unless a law requires us to keep it; processing that took place before you withdrew remains lawful. If you withdraw consent for an application in progress, we will no longer be able to consider that application.",
        ),
        paragraph(
          "We process server logs and keep certain records without consent only where the DPDP Act allows it as a legitimate use under section 7, for example to comply with a law, a court order or a direction of CERT-In.",
        ),
      ],
    },
    {
      id: "sharing",
      heading: "5. Who we share your data with",
      blocks: [
        paragraph("We do not sell, rent or trade personal data. We share it only as follows:"),
        list(
          "Our staff and troupe members who need it to answer you or assess your application, bound by confidentiality obligations.",
          "Data Processors that act on our instructions under written contracts: our hosting provider, which runs our servers in India, and our e-mail delivery provider, which delivers our team's notifications of new forms, the confirmations we send you from our outbox and our replies.",
          "Investors, corporate partners or mentors in our network, only after you have agreed to a specific introduction. We never forward a pitch deck without your permission.",
          "Government authorities, regulators or courts, where a law or a lawful order requires it.",
        ),
      ],
    },
    {
      id: "storage-location",
      heading: "6. Where your data is stored",
      blocks: [
        paragraph(
          "Your data is stored on servers located in India. If a service provider processes data outside India, we do so only to countries not restricted by the Central Government under section 16 of the DPDP Act and only under a contract that requires protection at least equal to this policy.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "7. How long we keep it",
      blocks: [
        paragraph(
          "We keep personal data only as long as the purpose for which you gave it is being served, and then erase it, as section 8(7) of the DPDP Act requires. Where a law requires us to keep records for longer, we keep only what that law requires.",
        ),
        table(
          "How long we keep each kind of personal data",
          ["Data", "How long we keep it"],
          [
            ["Contact form messages", "24 months after our last exchange with you"],
            ["Incubation applications that are not taken forward, including the pitch deck", "12 months after we tell you our decision"],
            [
              "Incubation applications of ventures we incubate",
              "For the term of the incubation agreement, then 8 years for the records that company law requires",
            ],
            ["Partnership applications that do not lead to an agreement", "24 months after our last exchange with you"],
            ["Partnership records of organisations that become partners", "For the term of the agreement, then 8 years"],
            ["Corporate engagement inquiries", "24 months after our last exchange with you"],
            ["Investor access requests, including the time you accepted the NDA", "24 months after our last exchange with you"],
            ["Event registrations", "12 months after the event"],
            ["Download requests", "12 months after the request"],
            ["E-mail notifications and confirmations in our outbox", "As long as the form they belong to; erased with it"],
            ["Server and security logs", "180 days, as directed by CERT-In"],
          ],
        ),
        paragraph(
          "Erased data is removed from our live systems at once and from our encrypted backups as they expire, within 30 days.",
        ),
      ],
    },
    {
      id: "security",
      heading: "8. How we protect it",
      blocks: [
        paragraph(
          "We protect personal data with reasonable security safeguards as section 8(5) of the DPDP Act and section 43A of the IT Act require: encryption in transit with TLS 1.2 or higher, encryption at rest with AES-256, access limited to staff who need it and protected by multi-factor authentication, regular access audits and vulnerability scans, and independent security reviews. Our Data Protection Guidelines describe these measures in detail.",
        ),
        paragraph(
          "If a personal data breach occurs, we will inform the Data Protection Board of India and each person affected, as the DPDP Act requires, and report the incident to CERT-In.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "9. Your rights",
      blocks: [
        paragraph("Under the DPDP Act you have the right to:"),
        list(
          "Access (section 11): obtain a summary of the personal data we hold about you, the processing we carry out, and the identities of any Data Fiduciaries and Data Processors we have shared it with, with a description of what was shared.",
          "Correction, completion and updating (section 12): have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated.",
          "Erasure (section 12): have your personal data erased when it is no longer needed for the purpose you gave it for, or when you withdraw consent, unless a law requires us to keep it.",
          "Withdraw consent (section 6(4)) at any time, as described in section 4.",
          "Grievance redressal (section 13): have a complaint about how we handle your data answered by our Grievance Officer.",
          "Nominate (section 14): name another person to exercise your rights if you die or become unable to do so.",
        ),
        paragraph(
          `To use any of these rights, write to ${legalContact.privacyEmail} from the e-mail address you used with us, or to our Grievance Officer. We may ask you to confirm your identity before we act, so that we never disclose or erase someone else's data. We complete requests within 30 days and tell you if we cannot, and why.`,
        ),
      ],
    },
    {
      id: "grievances",
      heading: "10. Grievance Officer and the Data Protection Board of India",
      blocks: [
        paragraph(
          `If you are unhappy with how we have handled your personal data or a request you made, please contact our Grievance Officer, ${officer.name}, at ${officer.email} or ${officer.phone} (${officer.hours}). ${legalContact.responseTimes}`,
        ),
        paragraph(
          "If you are not satisfied with our response, you may file a complaint with the Data Protection Board of India, established under section 18 of the DPDP Act, through the Board's online platform. The Act asks you to use our grievance process first (section 13(3)).",
        ),
      ],
    },
    {
      id: "children",
      heading: "11. Children",
      blocks: [
        paragraph(
          "This website and our programmes are meant for people aged 18 or over. We do not knowingly collect personal data from children. If we learn that a form was sent by or about a child without verifiable consent from a parent or lawful guardian, as section 9 of the DPDP Act requires, we will erase it.",
        ),
      ],
    },
    {
      id: "your-duties",
      heading: "12. Your duties",
      blocks: [
        paragraph(
          "Section 15 of the DPDP Act asks you to give accurate information, not to impersonate anyone, not to suppress material information and not to file false or frivolous complaints. When you send us data about other people, such as your co-founders, please make sure they know you are sharing it.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "13. Changes to this policy",
      blocks: [
        paragraph(
          "We will update this policy when our practices or the law change, for example when the rules under the DPDP Act are notified. The date at the top shows the latest version. If a change affects how we use data you have already given us, we will tell you by e-mail before it takes effect and, where required, ask for your consent again.",
        ),
      ],
    },
  ],
};
