import type { CardItem } from "~/components/card-grid";
import type { Stat } from "~/components/stat-grid";
import type { OnboardingCriterion, Sector } from "./ecosystem-types";

export const selectionIntro =
  "Participating Companies are ventures admitted to an Ankur programme and supported by a troupe. We admit fewer than one in ten applicants, and we look for four things.";

export const selectionCriteria: readonly CardItem[] = [
  { title: "Innovation potential", description: "A new product, process or business model, not a copy of what already works elsewhere.", icon: "lightbulb" },
  { title: "Team strength", description: "Founders who complement each other, know their customer and can take hard feedback at a gate.", icon: "users" },
  { title: "Market opportunity", description: "A problem that many Indian customers will pay to solve, with room to grow beyond one city.", icon: "globe" },
  { title: "Alignment with focus sectors", description: "Ventures in the sectors where our troupes, mentors and partners can add the most.", icon: "target" },
];

/** Counts and shares as published (spec §9). */
export const sectors: readonly Sector[] = [
  { name: "Clean Mobility & Energy", description: "EV fleets, charging and swapping, rooftop solar and energy storage.", companyCount: 8, portfolioShare: 24, icon: "zap" },
  { name: "Enterprise Software & SaaS", description: "ERP, workflow, compliance and analytics software for Indian businesses.", companyCount: 11, portfolioShare: 34, icon: "cpu" },
  { name: "Agri-tech & Food Systems", description: "Farm advisory, supply chains, cold storage and food processing.", companyCount: 6, portfolioShare: 18, icon: "leaf" },
  { name: "HealthTech", description: "Diagnostics, clinic networks and telemedicine for tier-2 and tier-3 towns.", companyCount: 4, portfolioShare: 12, icon: "heart-handshake" },
  { name: "FinTech & Inclusion", description: "Credit, payments and insurance for MSMEs and rural households.", companyCount: 3, portfolioShare: 9, icon: "banknote" },
  { name: "EdTech & Skilling", description: "Vocational training and skills certification for first-time job seekers.", companyCount: 1, portfolioShare: 3, icon: "graduation-cap" },
];

export const successMetrics: readonly Stat[] = [
  { value: "₹12.8 Cr", label: "average capital raised per company" },
  { value: "86%", label: "raise follow-on funding within 12 months" },
  { value: "3.7x", label: "team expansion from admission" },
  { value: "92%", label: "retention of founders and key staff" },
];

export const onboardingCriteria: readonly OnboardingCriterion[] = [
  {
    area: "Team",
    description: "Who is building this, and can they build it together?",
    questions: [
      "Do the founders cover product, technology and selling between them?",
      "How much time is each founder committing for the next 24 months?",
      "How has the team handled a disagreement or a failed plan so far?",
    ],
    icon: "users",
  },
  {
    area: "Market",
    description: "Is there a large enough group of customers with a painful problem?",
    questions: [
      "Who exactly is the first customer, and how do they solve the problem today?",
      "How large is the reachable market in India in the next three years?",
      "What evidence shows customers will pay, not just agree?",
    ],
    icon: "globe",
  },
  {
    area: "Product",
    description: "Does the solution work, and can it be built with the means at hand?",
    questions: [
      "What has been built or tested so far, and with whom?",
      "What is hard to copy about the product or the way it is delivered?",
      "Which technical or regulatory risk could stop the product, and how will it be tested?",
    ],
    icon: "rocket",
  },
  {
    area: "Business",
    description: "Can the venture make money and reach the next funding milestone?",
    questions: [
      "How will the venture make money, and what does one customer cost to win?",
      "How many months of runway are there, and what will the next round be raised on?",
      "Which partnerships or channels are essential to reach scale?",
    ],
    icon: "briefcase",
  },
  {
    area: "Impact",
    description: "What good does the venture do beyond its own growth?",
    questions: [
      "How many jobs could the venture create in the next five years?",
      "Does it serve under-served regions, women or first-generation entrepreneurs?",
      "What environmental or social outcome will be measured and reported?",
    ],
    icon: "heart-handshake",
  },
];

export const companiesCta = {
  title: "Build Your Venture With Us",
  text: "Applications for the next cohort are open. Tell us about your venture, or talk to us first about whether you are ready.",
  primary: { label: "Apply for Incubation", to: "/solutions-services/startup-incubation-packages" },
  secondary: { label: "Schedule a Consultation", to: "/contact-get-involved" },
} as const;
