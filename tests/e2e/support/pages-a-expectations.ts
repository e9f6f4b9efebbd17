import type { PagePath } from "../../../app/config/pages";

/**
 * Group A's pages (issue 21) and /about-us: what each must show, written out
 * from the spec (2 §2, §4 and §9 for the about, ecosystem and solutions
 * pages) and the React Router pages of the time, not read from the content
 * files, so a page shell or a content change that drops a section or a
 * figure fails here.
 */
export type PageExpectation = {
  path: PagePath;
  /** Headings (h2-h4), matched exactly. */
  headings: readonly string[];
  /** Text the page's <main> must hold: figures, labels, statuses. */
  figures?: readonly string[];
  /** Card headings (h3) to count inside a section, by section id. */
  cards?: Readonly<Record<string, number>>;
  /** Anchors the page must offer. */
  ids?: readonly string[];
};

export const homeAndHubPages: readonly PageExpectation[] = [
  {
    path: "/",
    headings: ["Start where you are", "What Makes Ankur Different?", "Platform Highlights", "What Our Partners Say", "Need Custom Resources?", "Trusted By"],
    figures: ["Get Started", "Watch Overview Video"],
    cards: { "quick-links": 3, different: 3, "platform-highlights": 5 },
  },
  {
    path: "/platform",
    headings: ["One Platform, One Method", "Who Is on the Platform", "How the Platform Connects Them", "A Venture's Path Through the Platform", "What Every Member Can Use", "Join the Platform"],
    ids: ["members"],
  },
  {
    path: "/programs",
    headings: ["Flagship Programs", "Compare at a Glance", "Incubation Packages", "Free Self-Assessments", "Ready to Apply?"],
    figures: ["90-day sprints"],
    ids: ["flagship-programs", "assessments", "incubation-packages"],
  },
];

export const ecosystemPages: readonly PageExpectation[] = [
  {
    path: "/ecosystem",
    headings: ["Associate Bodies and Cells", "Participating Companies", "Troup-Based Incubation Model", "Mentorship Network", "Industry Partners", "Roles", "SOPs", "Enrollment Process", "Performance Dashboards", "Profiles", "Case Studies", "Success Metrics", "Onboarding Criteria"],
    figures: ["Stage 1: Ideation", "Stage 2: Validation", "Stage 3: Setup", "Stage 4: Growth", "Stage 5: Scaling", "4-6 specialists", "78%", "32%", "3-7%", "Explore Solutions & Services"],
    cards: { "incubation-model": 9 },
  },
  {
    path: "/ecosystem/associate-bodies",
    headings: ["Governance Framework", "Associate Operating Bodies", "Strategy & Innovation", "Financial Governance", "Ecosystem Partnerships", "Technology & Infrastructure", "Associate Operational Cells", "Incubation Excellence", "Resources & Community", "Governance Matrix"],
    figures: ["Quarterly review", "Monthly", "Bi-monthly", "Bi-weekly sprint", "Protocols", "Decision area", "Contact Our Governance Team"],
    cards: { "operating-bodies": 4, "operational-cells": 2 },
  },
  {
    path: "/ecosystem/participating-companies",
    headings: ["How We Select Companies", "Innovation potential", "Team strength", "Market opportunity", "Alignment with focus sectors", "Featured Companies", "Our Portfolio by Sector", "Success Metrics", "Onboarding Criteria", "Team", "Market", "Product", "Business", "Impact"],
    figures: [
      "Scale-up Stage", "Growth Stage", "Early Traction", "Electric mobility", "Enterprise software", "Agri-tech", "Joined", "Team size",
      "8 companies · 24% of portfolio", "11 companies · 34% of portfolio", "6 companies · 18% of portfolio",
      "4 companies · 12% of portfolio", "3 companies · 9% of portfolio", "1 company · 3% of portfolio",
      "₹12.8 Cr", "average capital raised", "86%", "follow-on funding within 12 months", "3.7x", "team expansion", "92%", "retention",
      "Key questions", "Apply for Incubation", "Schedule a Consultation",
    ],
    cards: { "selection-criteria": 4, "featured-companies": 3, sectors: 6, "onboarding-criteria": 5 },
  },
  {
    path: "/ecosystem/troup-based-incubation-model",
    headings: ["What Is the Troup-Based Model?", "Two Core Components", "Troupes", "Stage-Gate Framework", "Five-Stage Breakdown", "Key Benefits", "Case Study: Sutra Cloud Systems"],
    figures: [
      "Stage 1: Ideation & Validation", "Stage 2: MVP Development", "Stage 3: Market Traction", "Stage 4: Growth & Scaling", "Stage 5: Maturity & Exit",
      "4-6 weeks", "8-12 weeks", "3-4 months", "4-6 months", "3-6 months",
      "Review gate 5", "continuation", "pivot", "exit",
      "4-6 specialists", "typically 3-7%", "78%", "32%", "214%", "41%", "within 24 hours",
      "Apply for Incubation", "Request TBBIM Consultation",
    ],
    cards: { stages: 5, benefits: 4 },
  },
  {
    path: "/ecosystem/mentorship-network",
    headings: ["How Mentoring Works", "Featured Mentors"],
    figures: [
      "Searchable profiles", "availability calendar", "Direct messaging", "Skill matching", "Session ratings",
      "4.9", "(124 reviews)", "4.8", "(98 reviews)", "(156 reviews)", "View Profile", "Find a Mentor", "Become a Mentor",
    ],
    cards: { "how-it-works": 3, "featured-mentors": 3 },
  },
  {
    path: "/ecosystem/industry-partners",
    headings: ["Why Partner With Us", "Co-Innovation Projects", "What Our Partners Say"],
    figures: [
      "Completed", "In Progress", "40% faster launch", "Apply for Partnership",
      "Venkatesh Iyengar", "VP Manufacturing Excellence, Dakshin Components Ltd.", "Farah Qureshi", "Sunil Patwardhan",
    ],
    cards: { benefits: 4, "co-innovation": 3 },
  },
];

export const solutionsPages: readonly PageExpectation[] = [
  {
    path: "/solutions-services",
    headings: [
      "Our Approach", "Core Services", "Corporate Partnerships", "Government Programs & Grants", "Startup Incubation Packages", "MSME Support Schemes", "Wanapreneur Programs", "Digital Transformation & Training",
      "Flagship Programs", "Catalyst Program", "ScaleUp Studio", "Enterprise Innovation Lab", "Ecosystem Builder",
      "Assessments", "Startup Readiness Assessment", "Innovation Diagnostic", "Investment Readiness", "Success Stories",
    ],
    figures: ["12 weeks", "6 months", "90-day sprints", "12-month", "12 dimensions", "Book a Free Consultation", "Dr. Aditi Joshi", "Prakash Jadhav", "Lakshmi Narayanan"],
    cards: { "core-services": 6, "flagship-programs": 4, assessments: 3 },
  },
  {
    path: "/solutions-services/corporate-partnerships",
    headings: ["CSR Strategy Design", "R&D Co-development Packages", "Collaboration Case Studies"],
    figures: ["Custom pricing", "Duration", "Investment", "Learn More", "Features", "Deliverables", "Challenge", "Solution", "Results", "Completed", "Ongoing"],
    cards: { "csr-strategy": 3, "rd-packages": 3, "case-studies": 3 },
  },
  {
    path: "/solutions-services/government-programs-grants",
    headings: ["Policy Alignment Guides", "Grant Application Support", "Compliance Checklists"],
    figures: ["Download Guide", "Download Checklist", "Critical", "High", "Essential"],
    cards: { "policy-guides": 3, "grant-support": 3, "compliance-checklists": 3 },
  },
  {
    path: "/solutions-services/startup-incubation-packages",
    headings: ["Ideation Workshops", "MVP Development Support", "Market-Entry Accelerators"],
    figures: ["Register", "Next session", "5 days", "3 days", "4 days", "2-3 weeks", "Available", "Limited Spots", "Apply Now"],
    cards: { "ideation-workshops": 3, "mvp-support": 3, "market-entry": 3 },
  },
  {
    path: "/solutions-services/msme-support-schemes",
    headings: ["Digitalisation Roadmaps", "Credit Facilitation Services", "Process Optimisation Toolkits"],
    figures: ["Download Toolkit", "CGTMSE", "Udyam"],
    cards: { "digitalisation-roadmaps": 3, "credit-facilitation": 3, "process-toolkits": 3 },
  },
  {
    path: "/solutions-services/wanapreneur-programs",
    headings: ["For Aspiring Entrepreneurs", "Capacity Building Modules", "Networking & Pitch Events", "Peer-Learning Circles"],
    figures: ["aspiring entrepreneurs", "Apply Now"],
    cards: { programs: 3 },
  },
  {
    path: "/solutions-services/digital-transformation-training",
    headings: ["Our Services", "Technology Audits", "Custom Training Curricula", "Certification Pathways", "Why Choose Ankur"],
    figures: ["2-3 weeks", "Schedule a Consultation"],
    cards: { services: 3, "why-choose": 3 },
  },
];

export const programmePages: readonly PageExpectation[] = [
  {
    path: "/solutions-services/catalyst-program",
    headings: ["Catalyst at a Glance", "Who It Is For", "Week by Week", "What You Leave With", "Eligibility and Cost", "Questions About Catalyst", "Other Flagship Programs"],
    figures: ["12 weeks", "When do cohorts start?"],
    ids: ["schedule"],
  },
  {
    path: "/solutions-services/scaleup-studio",
    headings: ["ScaleUp Studio at a Glance", "Phase by Phase", "Questions About ScaleUp Studio", "Apply for ScaleUp Studio"],
    figures: ["6 months"],
  },
  {
    path: "/solutions-services/enterprise-innovation-lab",
    headings: ["Enterprise Innovation Lab at a Glance", "Sprint by Sprint", "Questions About Enterprise Innovation Lab", "Start an Innovation Sprint"],
    figures: ["90-day sprints"],
  },
  {
    path: "/solutions-services/ecosystem-builder",
    headings: ["Ecosystem Builder at a Glance", "Phase by Phase", "Questions About Ecosystem Builder", "Build Your Ecosystem With Us"],
    figures: ["12 months"],
  },
  {
    path: "/solutions-services/readiness-assessment",
    headings: ["How It Works", "Rate Each Statement", "Other Assessments", "Prefer to Talk It Through?"],
    figures: ["We have spoken to at least 30 potential customers about the problem.", "0 of 24 statements answered", "See My Result"],
  },
  {
    path: "/solutions-services/innovation-diagnostic",
    headings: ["How It Works", "Rate Each Statement", "Other Assessments", "Prefer to Talk It Through?"],
    figures: ["0 of 12 statements answered", "See My Result"],
  },
  {
    path: "/solutions-services/investment-readiness",
    headings: ["How It Works", "Rate Each Statement", "Other Assessments", "Prefer to Talk It Through?"],
    figures: ["0 of 12 statements answered", "See My Result"],
  },
];

export const audiencePages: readonly PageExpectation[] = [
  {
    path: "/audience-hub",
    headings: ["Find your path", "Not sure where you fit?", "Industry & Corporate", "Investors & VCs", "Entrepreneurs & Startups", "Government & NGOs", "Consultants & Academics"],
    figures: ["Contact Us"],
    ids: ["audiences"],
  },
  {
    path: "/audience-hub/industry-corporate",
    headings: ["Use Cases", "What Our Corporate Partners Say", "Start a Conversation"],
    figures: ["Farah Qureshi", "Send Inquiry"],
    ids: ["engage"],
  },
  {
    path: "/audience-hub/investors-vcs",
    headings: ["The portfolio in numbers", "Why invest alongside Ankur", "Pitch Deck Access", "Portfolio Reports", "Investor Roundtables"],
    figures: ["₹100 Cr", "₹500 Cr", "Request Pitch Deck Access"],
    ids: ["pitch-deck-access"],
  },
  {
    path: "/audience-hub/entrepreneurs-startups",
    headings: ["Success Stories Gallery", "Funding Readiness Checklist", "Community Forums", "Ready to build with a troupe?", "Founders' Fundraising Circle"],
    figures: ["Suryodaya Cold Chain", "Showing all 3 stories", "0%", "0 of 8 items ready"],
    ids: ["success-stories", "funding-readiness"],
  },
  {
    path: "/audience-hub/government-ngos",
    headings: ["Policy Briefs & Impact Studies", "Collaboration Proposals", "Regulatory Updates", "Design a programme with us"],
    figures: ["Download Report", "Download Template", "View Details", "Active", "Upcoming"],
    ids: ["regulatory-updates"],
  },
  {
    path: "/audience-hub/consultants-academics",
    headings: ["Research Papers Repository", "Advisory Services Inquiry", "Thought Leadership Webinars", "Solar Cold Storage and Post-Harvest Losses in Horticulture"],
    figures: ["Showing all 6 papers", "Download Paper", "Submit Inquiry", "Register Now"],
    ids: ["research-papers"],
  },
];

/** /about-us, which is not a page of group A. */
export const aboutPage: PageExpectation = {
  path: "/about-us",
  headings: ["Our Story", "Mission & Vision", "Our Mission", "Our Vision", "Our Core Values", "Leadership Team", "What People Say About Us", "Our Partners", "Get Involved"],
  figures: [
    "FY 2015-16", "pilot", "February 2019", "public limited company", "July 2020", "sister company",
    "Collaboration", "Integrity", "Innovation", "Inclusivity",
    "Stage 1: Ideation", "Stage 2: Validation", "Stage 3: Setup", "Stage 4: Growth", "Stage 5: Scaling",
    "Download Brochure", "Ananya Iyer", "Rajesh Nambiar", "Dr. Kavita Rao",
  ],
  cards: { "our-story": 3, values: 4, leadership: 3, partners: 5 },
  ids: ["our-story", "mission", "leadership", "partners"],
};

/** Every page of group A, in the spec's order. */
export const groupAPages: readonly PageExpectation[] = [...homeAndHubPages, ...ecosystemPages, ...solutionsPages, ...programmePages, ...audiencePages];

/** Paths the spec links to without defining them ("No dead ends" built them). */
export const specifiedFuturePaths: readonly string[] = [
  "/solutions-services/catalyst-program",
  "/solutions-services/scaleup-studio",
  "/solutions-services/enterprise-innovation-lab",
  "/solutions-services/ecosystem-builder",
  "/solutions-services/readiness-assessment",
  "/solutions-services/innovation-diagnostic",
  "/solutions-services/investment-readiness",
];
