import { site } from "~/config/site";
import { list, paragraph } from "./legal-blocks";
import { LEGAL_LAST_UPDATED, legalContact } from "./legal-contact";
import type { LegalDocument } from "./legal-types";

const officer = legalContact.grievanceOfficer;

export const termsOfUse: LegalDocument = {
  path: "/legal/terms-of-use",
  lastUpdated: LEGAL_LAST_UPDATED,
  icon: "scale",
  intro: [
    `These Terms of Use govern your use of the ${site.name} website and of the services offered through it by ${site.company} ("${site.name}", "we", "us"). They form an electronic contract under the Information Technology Act, 2000 and need no physical or digital signature.`,
    "By using the website you accept these terms. If you do not accept them, please do not use the website.",
  ],
  sections: [
    {
      id: "eligibility",
      heading: "1. Who may use the website",
      blocks: [
        paragraph(
          "You must be at least 18 years old and competent to contract under the Indian Contract Act, 1872 to use this website, send a form or apply to a programme.",
        ),
        paragraph(
          "If you use the website on behalf of a company, fund, institution or other organisation, you confirm that you are authorised to accept these terms for it, and \"you\" includes that organisation.",
        ),
      ],
    },
    {
      id: "registration",
      heading: "2. Registration and accounts",
      blocks: [
        paragraph(
          "Most of the website is open to everyone without an account. Certain features require registration: the Partner Portal, some resource downloads and our staff tools. Accounts for these features are opened by invitation, for example when a partnership agreement is signed.",
        ),
        list(
          "Give accurate information when you register and keep it up to date.",
          "Keep your password confidential and do not share your account. You are responsible for activity under your account.",
          "Tell us at once at " + legalContact.legalEmail + " if you believe your account has been used without your permission.",
        ),
        paragraph(
          "Administrator access to the website and to the data it holds is protected by multi-factor authentication. We may suspend or close an account that is misused or that breaches these terms, and we will tell you why unless the law prevents us.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      heading: "3. Acceptable use",
      blocks: [
        paragraph("You agree not to:"),
        list(
          "use the website for any purpose that is unlawful under Indian law, or to host, send or share information prohibited by the Information Technology Act, 2000 and the rules made under it;",
          "send false or misleading information, or impersonate another person or organisation;",
          "upload files that contain viruses or other harmful code, or material that you have no right to share;",
          "probe, scan or test the security of the website, or try to gain access to accounts, servers or data that are not yours (please report vulnerabilities to us instead, as described in our Data Protection Guidelines);",
          "overload the website, send automated or repeated form submissions, or scrape its content in bulk;",
          "copy, frame or reuse the website or its content for commercial purposes without our written permission.",
        ),
      ],
    },
    {
      id: "submissions",
      heading: "4. Applications, proposals and pitch decks",
      blocks: [
        paragraph(
          "When you send an incubation application, a partnership proposal, a pitch deck or any other material, you confirm that it is accurate and that you have the right to share it, including any personal data of co-founders or team members it contains.",
        ),
        paragraph(
          "We treat pitch decks and business plans as confidential and use them only to assess your application and, with your permission, to introduce you to investors or partners. You keep all rights in your ideas and material. Because we review many ventures, some of which may be similar to yours, receiving your material does not stop us from working with others in the same field.",
        ),
        paragraph(
          "Sending an application or proposal does not oblige us to incubate, invest in or partner with you. Any programme, investment or partnership is governed by a separate written agreement.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      heading: "5. Intellectual property",
      blocks: [
        paragraph(
          `The website's text, design, graphics, logos and the ${site.name} name are owned by ${site.company} or its licensors and protected by Indian copyright and trademark law. You may view, download and print pages for your own, non-commercial use.`,
        ),
        paragraph(
          "Templates and tools we offer for download may be used and adapted for your own venture or organisation. You may not sell them or publish them as your own. Our brand assets may be used only as our media guidelines allow.",
        ),
      ],
    },
    {
      id: "no-advice",
      heading: "6. Information, not advice",
      blocks: [
        paragraph(
          "The content of this website, including articles, whitepapers, figures and case studies, is general information. It is not legal, financial, tax or investment advice, and it is not an offer or solicitation to buy or sell any security. Figures about ventures are reported by those ventures and reviewed by us at their stage gates; past results do not guarantee future ones. Please take professional advice before making decisions.",
        ),
      ],
    },
    {
      id: "third-party-links",
      heading: "7. Links to other websites",
      blocks: [
        paragraph(
          "The website links to other websites, such as maps and social media. We do not control them and are not responsible for their content or privacy practices. Links open in a new tab and are marked as external.",
        ),
      ],
    },
    {
      id: "liability",
      heading: "8. Disclaimer and limitation of liability",
      blocks: [
        paragraph(
          "We work to keep the website accurate and available, but we provide it \"as is\" and cannot promise that it will always be complete, current or free of interruptions or errors.",
        ),
        paragraph(
          "To the extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of profits, business or data, arising from your use of the website. Our total liability to you in connection with the website is limited to ₹10,000. Nothing in these terms limits liability that cannot be limited under Indian law, including liability for fraud.",
        ),
      ],
    },
    {
      id: "indemnity",
      heading: "9. Indemnity",
      blocks: [
        paragraph(
          "You agree to compensate us for reasonable losses and costs that arise from your breach of these terms or your misuse of the website, including claims by others about material you sent us.",
        ),
      ],
    },
    {
      id: "privacy",
      heading: "10. Privacy",
      blocks: [
        paragraph(
          "Our Privacy Policy explains how we handle personal data under the Digital Personal Data Protection Act, 2023, and our Cookie Policy explains the few cookies the website sets. Both form part of these terms.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "11. Changes to the website and these terms",
      blocks: [
        paragraph(
          "We may change the website and these terms from time to time. The date at the top shows the latest version. Changes apply from the date they are published; if you continue to use the website after that, you accept the updated terms. Significant changes that affect registered users will be sent to them by e-mail.",
        ),
      ],
    },
    {
      id: "governing-law",
      heading: "12. Governing law and jurisdiction",
      blocks: [
        paragraph(
          "These terms are governed by the laws of India. The courts at Pune, Maharashtra have exclusive jurisdiction over any dispute arising from them or from your use of the website, subject to any right you have under consumer protection law to bring a claim where you live.",
        ),
      ],
    },
    {
      id: "grievances",
      heading: "13. Grievances",
      blocks: [
        paragraph(
          `If you have a complaint about the website, its content or these terms, please contact our Grievance Officer, ${officer.name}, at ${officer.email} or ${officer.phone}. ${legalContact.responseTimes}`,
        ),
      ],
    },
  ],
};
