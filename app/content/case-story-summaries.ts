import type { CaseStorySummary } from "./success-stories-types";

/**
 * The featured case stories without their case studies (./case-story-details.ts):
 * who each venture is, what its page's <head> shows. Each has its own page at
 * /case-studies/{slug}.
 */
export const caseStorySummaries: readonly CaseStorySummary[] = [
  {
    slug: "nexgen-health",
    company: "NexGen Health",
    title: "Primary care for small-town India, one clinic network at a time",
    industry: "HealthTech",
    city: "Nagpur, Maharashtra",
    founders: ["Dr. Ananya Kulkarni", "Rohit Wagh"],
    icon: "heart-pulse",
    summary:
      "A network of tele-enabled clinics that brings specialist consultations and diagnostics to tier-2 and tier-3 towns in Maharashtra and Madhya Pradesh.",
  },
  {
    slug: "ecoharvest",
    company: "EcoHarvest",
    title: "Precision irrigation that pays for itself in one season",
    industry: "AgriTech / CleanTech",
    city: "Nashik, Maharashtra",
    founders: ["Sandeep Patil", "Meenakshi Iyer"],
    icon: "sprout",
    summary:
      "Solar-powered soil sensors and drip scheduling for grape, onion and pomegranate growers, sold through farmer producer organisations.",
  },
  {
    slug: "finedge",
    company: "FinEdge",
    title: "Digital savings and credit for India's small merchants",
    industry: "FinTech",
    city: "Bengaluru, Karnataka",
    founders: ["Karthik Subramanian", "Zoya Mirza"],
    icon: "wallet",
    summary:
      "A mobile-first account, UPI collections and working-capital credit for kirana stores and micro-merchants, offered with partner banks and NBFCs.",
  },
];
