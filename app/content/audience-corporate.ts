import type { Testimonial } from "./types";
import type { UseCase } from "./audience-types";

export const corporateIntro = {
  title: "Open innovation that reaches the shop floor",
  text: "Corporates come to Ankur with a problem, not a budget line for innovation theatre. We match you with startups from our portfolio that have already solved something close to it, put a troupe of 4-6 specialists between your team and theirs, and run the work in 90-day sprints that end in a go or no-go decision.",
} as const;

/** Where corporates work with our ventures; one per interest on the form. */
export const corporateUseCases: readonly UseCase[] = [
  {
    title: "Digital Transformation",
    description: "Move paper-based approvals, dealer orders and field reports onto systems your teams actually use, with startups that build for Indian conditions: patchy networks, many languages, shared devices.",
    icon: "layers",
    outcome: "A working system in one business unit within a 90-day sprint",
  },
  {
    title: "Process Automation",
    description: "Computer vision for quality inspection, robotic process automation for invoice matching and predictive maintenance on existing machines, piloted on one line before you scale.",
    icon: "settings",
    outcome: "Typical pilots cut manual inspection effort by a third",
  },
  {
    title: "Supply Chain Optimization",
    description: "Demand forecasting for distributors, cold-chain monitoring and vendor risk scoring, connected to the ERP you already run.",
    icon: "network",
    outcome: "Fewer stock-outs and lower working capital, measured monthly",
  },
  {
    title: "Customer Experience Enhancement",
    description: "Vernacular voice bots, WhatsApp-first service journeys and feedback analytics that reach customers beyond the metros.",
    icon: "message-circle",
    outcome: "Service journeys tested with real customers before rollout",
  },
  {
    title: "Data Analytics & Insights",
    description: "Dashboards and models on the data you already collect, with startups that understand DPDP Act consent and data-minimisation from day one.",
    icon: "chart-column",
    outcome: "Decisions backed by a single, governed view of the numbers",
  },
  {
    title: "Innovation Consulting",
    description: "Set up a corporate venture or open-innovation function: thesis, governance, scouting process and the first cohort of startup partners.",
    icon: "lightbulb",
    outcome: "A running programme with its own review cycle in 12 months",
  },
];

export const corporateTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Working with an Ankur troupe cut our integration time with startups by 60%. We went from a year of proof-of-concepts to three pilots in production in one quarter.",
    author: "Meera Raghunathan",
    position: "Head of Open Innovation, Dakshin Components Ltd.",
  },
  {
    quote:
      "The vision-inspection pilot ran on our Hosur line for 90 days before anyone asked for a budget. When it did go to the board, the numbers made the case for us.",
    author: "Vikram Sethi",
    position: "Plant Head, Nilgiri Auto Parts",
  },
  {
    quote:
      "Our CSR programme now funds ventures that report real outcomes. Ankur's governance cells made the reporting as rigorous as our own audits.",
    author: "Farah Qureshi",
    position: "CSR Lead, Konkan Energy Foundation",
  },
];
