import type { CaseStudy, CsrProgramme, RdPackage } from "./solutions-types";

export const corporateIntro =
  "We help corporates turn CSR budgets and R&D roadmaps into ventures, pilots and products, run by our troupes and reported with the rigour your board expects.";

export const csrProgrammes: readonly CsrProgramme[] = [
  {
    title: "Startup Incubation CSR Fund",
    description: "Fund a cohort of early-stage ventures in a sector you care about, through an incubator eligible under Schedule VII of the Companies Act.",
    benefits: ["Cohort themed on your focus area", "Milestone-linked fund releases", "Quarterly impact and utilisation reports"],
    duration: "12 months per cohort",
    investment: "Custom pricing",
    icon: "rocket",
  },
  {
    title: "Rural Innovation & Livelihoods",
    description: "Back ventures that create jobs and incomes in the districts around your plants, from agri-processing to rural services.",
    benefits: ["Ventures sourced from your operating districts", "Employee volunteering as mentors", "Livelihood outcomes measured per household"],
    duration: "18 months",
    investment: "Custom pricing",
    icon: "leaf",
  },
  {
    title: "Women-led Enterprise Accelerator",
    description: "Capacity building, mentoring and seed support for women founders and self-help-group enterprises ready to grow.",
    benefits: ["Dedicated women-led troupes", "Market linkages through your supply chain", "Stories and data for your BRSR reporting"],
    duration: "24 months",
    investment: "Custom pricing",
    icon: "sparkles",
  },
];

export const rdPackages: readonly RdPackage[] = [
  {
    title: "Proof-of-Concept Sprint",
    description: "Test one technology or idea with a portfolio venture before committing a budget line.",
    features: ["Problem statement scoped in one workshop", "Venture shortlist within two weeks", "A troupe lead as project manager"],
    deliverables: ["Working proof of concept", "Go or no-go recommendation with data"],
    icon: "zap",
  },
  {
    title: "Joint Product Development",
    description: "Co-develop a product with a venture, with shared IP terms agreed before work starts.",
    features: ["Joint steering committee", "Stage gates adapted to your R&D process", "Access to our labs and cloud credits"],
    deliverables: ["Pilot-ready product", "IP and licensing agreement", "Scale-up plan for your business units"],
    icon: "settings",
  },
  {
    title: "Open Innovation Challenge",
    description: "Put a business challenge to India's startups and pilot the best answers with our help.",
    features: ["Challenge design and outreach", "Screening against your criteria", "Demo day with your leadership"],
    deliverables: ["Three shortlisted solutions", "Pilot agreements with the winners"],
    icon: "trophy",
  },
];

export const collaborationCaseStudies: readonly CaseStudy[] = [
  {
    title: "Connected quality checks for an auto-components maker",
    industry: "Automotive manufacturing",
    challenge: "Manual quality checks slowed dispatch and missed defects on high-volume lines.",
    solution: "A computer-vision venture and a troupe built camera-based inspection stations with the plant's quality team.",
    results: "Defects caught before dispatch rose sharply and inspection time per part fell by half.",
    duration: "9 months",
    status: "Completed",
  },
  {
    title: "CSR cohort for clean-energy ventures",
    industry: "Energy",
    challenge: "A foundation wanted its CSR spend to create lasting green enterprises, not one-off installations.",
    solution: "A themed cohort of eight clean-energy ventures, incubated with milestone-linked CSR tranches.",
    results: "Six ventures passed Gate 3; two raised seed rounds within the cohort year.",
    duration: "12 months",
    status: "Completed",
  },
  {
    title: "Digital lending pilot with a regional bank",
    industry: "Banking",
    challenge: "First-time MSME borrowers had no credit history, so most applications were turned down.",
    solution: "A fintech venture built cash-flow-based scoring from GST and UPI data, piloted in selected branches.",
    results: "Pilot underway; approval rates and repayment behaviour are reviewed monthly.",
    duration: "12 months (month 7 now)",
    status: "Ongoing",
  },
];

export const corporateCta = {
  title: "Design a Partnership With Us",
  text: "Tell us about your CSR mandate or R&D priorities. Our Ecosystem Partnerships team will propose a programme within two weeks.",
  primary: { label: "Apply for Partnership", to: "/contact-get-involved/partner-apply" },
} as const;
