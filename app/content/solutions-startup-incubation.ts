import { contactLink } from "~/lib/contact-link";
import type { ServiceCard } from "./solutions-types";

export const incubationIntro =
  "Packages for every early stage: test an idea in a workshop, build your MVP with a troupe, then take it to market with an accelerator. Each package ends at a review gate, so you always know what comes next.";

/** "Register" asks for a seat through the contact form, naming the workshop and date. */
export const ideationWorkshops: readonly ServiceCard[] = [
  {
    title: "Problem Discovery Bootcamp",
    description: "Learn to find and size a problem worth solving, then run customer interviews in the field with a coach.",
    duration: "5 days",
    nextSession: "12 January 2027, Pune",
    icon: "search",
    highlights: ["Customer interview scripts", "Field interviews with feedback", "A one-page problem brief"],
    action: { label: "Register", to: contactLink("Workshop registration: Problem Discovery Bootcamp, 12 January 2027") },
  },
  {
    title: "Business Model Design Lab",
    description: "Turn your idea into a business model, test your assumptions and price your offer.",
    duration: "3 days",
    nextSession: "4 February 2027, Bengaluru",
    icon: "layers",
    highlights: ["Business model canvas", "Assumption tests to run next", "First pricing hypothesis"],
    action: { label: "Register", to: contactLink("Workshop registration: Business Model Design Lab, 4 February 2027") },
  },
  {
    title: "Prototype & Pitch Workshop",
    description: "Build a clickable or physical prototype and pitch it to a panel of mentors and investors.",
    duration: "4 days",
    nextSession: "8 March 2027, online",
    icon: "presentation",
    highlights: ["A testable prototype", "Pitch coaching", "Panel feedback on camera"],
    action: { label: "Register", to: contactLink("Workshop registration: Prototype & Pitch Workshop, 8 March 2027") },
  },
];

export const mvpSupport: readonly ServiceCard[] = [
  {
    title: "Product Scoping & Architecture",
    description: "Decide what the MVP must prove, what to leave out and how to build it so it can grow.",
    duration: "2-3 weeks",
    icon: "settings",
    highlights: ["Feature priorities tied to your riskiest assumption", "Architecture and stack review", "Build plan and budget"],
  },
  {
    title: "Build Sprints With the Troupe",
    description: "Our technology specialist works with your developers or partner studio in two-week sprints, with a demo at the end of each.",
    duration: "8-12 weeks",
    icon: "cpu",
    highlights: ["Sprint planning and reviews", "Code and security reviews", "Pilot with 5-10 design partners"],
  },
  {
    title: "Cloud, Tools & Lab Access",
    description: "Credits, software and lab time that keep your burn low while you build.",
    duration: "Through Stage 2",
    icon: "wallet",
    highlights: ["Cloud and developer-tool credits", "Hardware and prototyping lab in Pune", "Testing devices and user panels"],
  },
];

/** "Apply Now" applies through the contact form, naming the accelerator. */
export const marketEntryAccelerators: readonly ServiceCard[] = [
  {
    title: "India Go-to-Market Accelerator",
    description: "Find your repeatable sales channel in your first two Indian markets, with a troupe's marketing and sales specialists.",
    duration: "12 weeks",
    status: "Available",
    icon: "rocket",
    highlights: ["Channel experiments each fortnight", "Pricing and sales playbook", "Introductions to corporate buyers"],
    action: { label: "Apply Now", to: contactLink("Market-entry accelerator application: India Go-to-Market Accelerator") },
  },
  {
    title: "Enterprise Sales Accelerator",
    description: "For B2B ventures selling to large companies and PSUs: procurement, pilots and contracts.",
    duration: "16 weeks",
    status: "Limited Spots",
    icon: "briefcase",
    highlights: ["Vendor registration and GeM listing", "Pilot-to-contract support", "Meetings with our corporate partners"],
    action: { label: "Apply Now", to: contactLink("Market-entry accelerator application: Enterprise Sales Accelerator") },
  },
  {
    title: "Bharat Markets Accelerator",
    description: "Reach customers in tier-2 and tier-3 towns and rural India, in their languages and through the channels they trust.",
    duration: "12 weeks",
    status: "Available",
    icon: "map-pin",
    highlights: ["Vernacular marketing", "Distributor and FPO networks", "Assisted-commerce pilots"],
    action: { label: "Apply Now", to: contactLink("Market-entry accelerator application: Bharat Markets Accelerator") },
  },
];

export const incubationCta = {
  title: "Apply for Incubation",
  text: "Send us your application for the next cohort. Tell us about your venture, your stage and your team; we reply to every application.",
  primary: { label: "Start Your Application", to: "/contact-get-involved" },
  secondary: { label: "Ask a Question First", to: contactLink("Startup incubation packages") },
} as const;
