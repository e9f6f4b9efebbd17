import type { Stat } from "~/components/stat-grid";
import { contactLink } from "~/lib/contact-link";
import type { CardItem } from "~/components/card-grid";
import type { PortfolioReport, Roundtable } from "./audience-types";

/** Spec 2 §2: sample figures, a fund of 100 crore and 500 crore raised. */
export const investorFigures: readonly Stat[] = [
  { value: "₹100 Cr", label: "Ankur Bharat Seed Fund I" },
  { value: "₹500 Cr", label: "raised by portfolio ventures with co-investors" },
  { value: "250+", label: "ventures supported" },
  { value: "86%", label: "raise follow-on funding within 12 months" },
];

export const investorReasons: readonly CardItem[] = [
  {
    title: "Evidence at every gate",
    description: "Each venture passes five stage gates. You see the troupe's review, the metrics and the continue, pivot or exit decision, not a polished deck alone.",
    icon: "flag",
  },
  {
    title: "Co-invest with our fund",
    description: "The ₹100 crore Ankur Bharat Seed Fund I writes first cheques of ₹50 lakh to ₹2 crore and keeps pro-rata for co-investors in follow-on rounds.",
    icon: "wallet",
  },
  {
    title: "De-risked execution",
    description: "A troupe of 4-6 specialists stays with each venture after you invest, so product, finance and go-to-market keep moving between board meetings.",
    icon: "shield-check",
  },
];

export const portfolioReports: readonly PortfolioReport[] = [
  {
    title: "Portfolio Performance Report",
    period: "Q2 FY 2026-27",
    description: "Revenue, burn, runway and gate outcomes for every active venture, with the quarter's follow-on rounds.",
    highlights: ["214% median revenue growth year on year", "12.8 Cr average capital raised", "92% team retention"],
    link: contactLink("Portfolio report request: Q2 FY 2026-27 Portfolio Performance Report"),
  },
  {
    title: "Climate Tech Deep-Dive",
    period: "October 2026",
    description: "Eleven climate ventures in energy storage, cold chains and water reuse: unit economics, subsidies and exit routes.",
    highlights: ["Deal pipeline of 40 screened startups", "Policy tailwinds by state", "Comparable exits in India and SE Asia"],
    link: contactLink("Portfolio report request: Climate Tech Deep-Dive"),
  },
  {
    title: "Annual Ecosystem Report",
    period: "FY 2025-26",
    description: "The year across the whole portfolio: funding raised, jobs created, survival against the industry and lessons from the ventures we closed.",
    highlights: ["78% survival against a 32% industry average", "12,000+ jobs created", "41% shorter time to market"],
    link: contactLink("Portfolio report request: Annual Ecosystem Report FY 2025-26"),
  },
];

export const investorRoundtables: readonly Roundtable[] = [
  {
    title: "Seed in a Slower Market",
    city: "Mumbai",
    date: "2026-12-12",
    format: "Closed-door, 20 seats",
    description: "Fund managers and angel networks on valuations, bridge rounds and what founders should expect in 2027.",
    link: contactLink("Roundtable invite: Seed in a Slower Market, Mumbai"),
  },
  {
    title: "Deep Tech Diligence",
    city: "Bengaluru",
    date: "2027-01-23",
    format: "Half-day, with founder demos",
    description: "How to diligence semiconductor, space and robotics ventures when the product is two years from revenue.",
    link: contactLink("Roundtable invite: Deep Tech Diligence, Bengaluru"),
  },
  {
    title: "Family Offices and Impact Capital",
    city: "New Delhi",
    date: "2027-02-20",
    format: "Evening roundtable, 25 seats",
    description: "Blending returns and outcomes: structures for family offices backing climate, health and livelihood ventures.",
    link: contactLink("Roundtable invite: Family Offices and Impact Capital, New Delhi"),
  },
];
