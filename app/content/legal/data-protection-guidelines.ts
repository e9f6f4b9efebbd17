import { site } from "~/config/site";
import { list, paragraph, table } from "./legal-blocks";
import { LEGAL_LAST_UPDATED, legalContact } from "./legal-contact";
import type { LegalDocument } from "./legal-types";

export const dataProtectionGuidelines: LegalDocument = {
  path: "/legal/data-protection-guidelines",
  lastUpdated: LEGAL_LAST_UPDATED,
  icon: "lock",
  intro: [
    `These guidelines describe how ${site.company} protects the personal data and confidential information entrusted to it by founders, partners, investors and visitors. They apply to every employee, troupe member, contractor and Data Processor who handles that data for ${site.name}.`,
    "They put into practice the Digital Personal Data Protection Act, 2023, section 43A of the Information Technology Act, 2000 with the Reasonable Security Practices Rules, 2011, and the CERT-In Directions of April 2022.",
  ],
  sections: [
    {
      id: "principles",
      heading: "1. Principles",
      blocks: [
        list(
          "Lawful and transparent: we process personal data only with consent or for a legitimate use the law allows, and we say what we do in our Privacy Policy.",
          "Purpose limitation: data collected for one purpose, such as assessing an application, is not used for another without fresh consent.",
          "Data minimisation: each form asks only for the fields it needs.",
          "Accuracy: people can correct and update their data at any time.",
          "Storage limitation: data is erased when its purpose is served, on the schedule in our Privacy Policy.",
          "Security: reasonable safeguards, described below, protect data against breaches.",
          "Accountability: we record what we do and can show it to the Data Protection Board of India.",
        ),
      ],
    },
    {
      id: "governance",
      heading: "2. Roles and responsibilities",
      blocks: [
        list(
          `The Grievance Officer, ${legalContact.grievanceOfficer.name}, is responsible for these guidelines, answers questions from people about their data and handles grievances.`,
          "The Governance & Impact cell reviews compliance with these guidelines every quarter and reports to the Board of Directors.",
          "Every team member completes data protection training when they join and every year after, and signs a confidentiality undertaking.",
        ),
      ],
    },
    {
      id: "classification",
      heading: "3. Classifying information",
      blocks: [
        table(
          "Information classes and how they are handled",
          ["Class", "Examples", "Handling"],
          [
            ["Public", "Website pages, published reports, press releases", "No restrictions"],
            ["Internal", "Programme plans, internal policies", "Staff and troupe members only"],
            [
              "Confidential",
              "Personal data from forms, pitch decks, partnership proposals",
              "Named roles only, encrypted, never sent by personal e-mail or messaging apps",
            ],
            [
              "Restricted",
              "Credentials, encryption keys, financial and identity documents of ventures",
              "Named individuals only, stored in the key vault or the document system with access logging",
            ],
          ],
        ),
      ],
    },
    {
      id: "encryption",
      heading: "4. Encryption",
      blocks: [
        list(
          "In transit: every connection to the website and between our systems uses TLS 1.2 or higher. Older protocols and weak cipher suites are disabled, and browsers are told to use HTTPS only (HSTS).",
          "At rest: databases, uploaded files such as pitch decks, and backups are encrypted with AES-256.",
          "Keys: encryption keys are kept in a managed key store, separate from the data they protect. Keys are rotated annually, and at once if a compromise is suspected.",
          "Passwords are never stored; only salted, slow hashes of them are kept.",
        ),
      ],
    },
    {
      id: "access-control",
      heading: "5. Access control",
      blocks: [
        list(
          "Access follows least privilege: each person gets only the access their role needs.",
          "Every person has their own account; shared accounts are not allowed.",
          "Administrator access to the website, servers and databases requires multi-factor authentication.",
          "Quarterly access audits check every account and permission; access that is no longer needed is removed.",
          "Access of people who leave is removed on their last working day.",
          "Staff actions on personal data, such as viewing, exporting or erasing a record, are written to an audit log.",
        ),
      ],
    },
    {
      id: "vulnerability-management",
      heading: "6. Vulnerability management and independent review",
      blocks: [
        list(
          "Monthly vulnerability scans cover the website, servers and third-party software components.",
          "Critical vulnerabilities are fixed within 7 days and high-severity ones within 30 days.",
          "Annual third-party reviews by an independent, CERT-In empanelled auditor test the website and servers and review these guidelines in practice.",
          "Security updates to operating systems and software are applied every month, or sooner when urgent.",
        ),
        paragraph(
          `If you find a security weakness in our website, please report it to ${legalContact.privacyEmail}. We will not take action against anyone who reports in good faith and gives us reasonable time to fix the problem.`,
        ),
      ],
    },
    {
      id: "logging",
      heading: "7. Logging and monitoring",
      blocks: [
        paragraph(
          "Security logs from the website and servers are kept for 180 days within India, as the CERT-In Directions require, and are reviewed for signs of abuse. System clocks are synchronised to a standard time source so that logs can be trusted. Logs never record passwords, form contents or cookie values.",
        ),
      ],
    },
    {
      id: "data-handling",
      heading: "8. Handling data day to day",
      blocks: [
        list(
          "Uploaded pitch decks are checked for their real file type, stored only with their application and downloaded as attachments, never opened in the browser.",
          "Submitted text is always treated as data, never as code or markup.",
          "Personal data is not copied into test or development systems.",
          "Exports of records are made only by authorised staff for a stated purpose and deleted when that purpose is served.",
          "Paper records are avoided; where unavoidable they are locked away and shredded after use.",
        ),
      ],
    },
    {
      id: "retention-erasure",
      heading: "9. Retention and erasure",
      blocks: [
        paragraph(
          "Personal data is kept only for the periods set out in our Privacy Policy. Erasure requests are completed within 30 days: the record, any attached files and the e-mails about it waiting or kept in our outbox are deleted from live systems at once and from encrypted backups as those expire, within 30 days. A note that an erasure took place is kept, without the personal data.",
        ),
      ],
    },
    {
      id: "processors",
      heading: "10. Data Processors",
      blocks: [
        paragraph(
          "We use Data Processors, such as our hosting and e-mail delivery providers, only under written contracts that require them to follow our instructions, apply safeguards equal to these guidelines, keep data confidential, notify us of breaches without delay and delete data when the contract ends. We review each processor every year.",
        ),
      ],
    },
    {
      id: "incident-response",
      heading: "11. Responding to a breach",
      blocks: [
        list(
          "Anyone who suspects a breach reports it at once to the Grievance Officer and the technology lead.",
          "The incident is contained, investigated and recorded.",
          "Reportable cyber security incidents are reported to CERT-In within 6 hours of being noticed.",
          "A personal data breach is reported to the Data Protection Board of India and to each person affected, as the DPDP Act and its rules require, with what happened, the likely consequences and what we are doing about it.",
          "Every incident ends with a review of what to change so it does not happen again.",
        ),
      ],
    },
    {
      id: "rights-requests",
      heading: "12. Requests from individuals",
      blocks: [
        paragraph(
          "Requests to access, correct or erase personal data, or to withdraw consent, are logged, the requester's identity is verified, and the request is completed within 30 days. Grievances are acknowledged within 24 hours and resolved within 15 days.",
        ),
      ],
    },
    {
      id: "review",
      heading: "13. Review of these guidelines",
      blocks: [
        paragraph(
          "These guidelines are reviewed every year, after every significant incident and whenever the law changes. The date at the top shows the latest version.",
        ),
      ],
    },
  ],
};
