import { site } from "~/config/site";
import type { LegalContact } from "./legal-types";

/** The date every legal document carries (spec: April 30, 2025). */
export const LEGAL_LAST_UPDATED = "2025-04-30";

export const legalContact: LegalContact = {
  company: site.company,
  grievanceOfficer: {
    name: "Kavita Deshpande",
    designation: "Grievance Officer and Head of Legal & Compliance",
    email: "grievance@ankur-ecosystem.in",
    phone: "+91 20 6712 4510",
    hours: "Monday to Friday, 10:00 to 18:00 IST, except public holidays",
  },
  privacyEmail: "privacy@ankur-ecosystem.in",
  legalEmail: "legal@ankur-ecosystem.in",
  registeredOffice: {
    label: "Registered Office (Pune)",
    lines: [
      site.company,
      "4th Floor, Sahyadri Business Park",
      "Baner Road, Baner",
      "Pune, Maharashtra 411045",
      "India",
    ],
  },
  responseTimes:
    "We acknowledge every grievance within 24 hours and resolve it within 15 days. Requests to access, correct or erase your personal data are completed within 30 days.",
};
