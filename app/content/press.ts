import { site } from "../config/site";
import { contactLink } from "../lib/contact-link";
import { pressReleasePath } from "./detail-item-paths";
import type { MediaCoverage, MediaResource, PressRelease } from "./press-types";
import type { PersonImage } from "./types";

/** Where a release's own page lives (built in the "No dead ends" issue). */
export { pressReleasePath };

export const PRESS_ARCHIVE_PATH = "/press/archive";

/** The press releases with their text; each has its own page at /press/{slug}. */
export const pressReleases: readonly PressRelease[] = [
  {
    slug: "climate-tech-fund",
    category: "Announcement",
    title: "Ankur launches a ₹100 crore Climate Tech Fund for early-stage ventures",
    date: "2025-04-15",
    dateline: "PUNE, India",
    summary:
      "The fund will back 30 climate ventures in clean energy, sustainable agriculture and circular manufacturing over four years, each supported by a dedicated troupe.",
    body: [
      "Ankur Ecosystem Ventures Limited today announced the Ankur Climate Tech Fund, a ₹100 crore vehicle for seed and pre-Series A investments in Indian climate ventures. The fund will invest in about 30 companies over four years, in ticket sizes of ₹1 crore to ₹5 crore.",
      "Every investee will work with a troupe of 4-6 specialists in strategy, technology, finance and marketing, and move through Ankur's five stage gates from validation to scale. Portfolio companies such as EcoHarvest, whose precision irrigation has cut water use by 85% for more than 5,000 farmers, show what the model can do for climate solutions.",
      "The fund is anchored by corporate and family-office partners from Ankur's Alliance tier. Applications open through the incubation form on the Ankur website; sectors in focus are distributed renewable energy, water, sustainable agriculture, electric mobility and circular manufacturing.",
    ],
  },
  {
    slug: "karnataka-partnership",
    category: "Partnership",
    title: "Ankur partners with Karnataka's innovation mission to incubate 100 startups in tier-2 cities",
    date: "2025-03-04",
    dateline: "BENGALURU, India",
    summary:
      "A three-year programme will set up troup-based incubation in Mysuru, Hubballi-Dharwad and Mangaluru, with a focus on AgriTech, HealthTech and manufacturing.",
    body: [
      "Ankur has signed a memorandum of understanding with the Karnataka state innovation mission to run troup-based incubation for 100 startups outside Bengaluru over the next three years.",
      "The programme will open incubation hubs in Mysuru, Hubballi-Dharwad and Mangaluru with local universities as academic partners. Startups will receive troupe support, mentoring from Ankur's network and help with state and central grant applications.",
      "Founders from the three regions can apply through Ankur's incubation form; the first cohort starts in July 2025.",
    ],
  },
  {
    slug: "250-ventures-milestone",
    category: "Milestone",
    title: "Ankur ventures cross 250 companies, ₹750 crore raised and 12,000 jobs",
    date: "2025-01-20",
    dateline: "PUNE, India",
    summary:
      "Ten years after its 2015-16 pilot, the ecosystem's ventures report an 85% success rate, against an industry average of 20%.",
    body: [
      "Ankur today reported that the ventures it has supported have passed three milestones: more than 250 companies, more than ₹750 crore in funding raised and more than 12,000 jobs created.",
      "85% of ventures that entered the troup-based model are operating or have exited successfully, against an industry average of 20% for early-stage startups. Ankur attributes the difference to its stage gates, where each venture's continuation, pivot or exit is decided on evidence.",
      "Highlights include NexGen Health (₹32 crore raised, 120+ clinics), EcoHarvest (5,000+ farmers, 12x revenue) and FinEdge (3.2M accounts, ₹50 crore Series B, 18 states).",
    ],
  },
];

export const mediaCoverage: readonly MediaCoverage[] = [
  {
    outlet: "Deccan Business Review",
    headline: "Why troupes, not mentors, may be the future of Indian incubation",
    date: "2025-04-22",
    excerpt: "A look at how cross-functional teams of specialists work inside startups, and why Ankur's success rate is four times the industry's.",
    link: { label: "How the troup model works", to: "/ecosystem/troup-based-incubation-model" },
  },
  {
    outlet: "The Startup Ledger",
    headline: "A ₹100 crore bet on climate founders outside the metros",
    date: "2025-04-16",
    excerpt: "Ankur's new Climate Tech Fund pairs capital with hands-on support, starting with agriculture and water.",
    link: { label: "Read our release", to: pressReleasePath("climate-tech-fund") },
  },
  {
    outlet: "Bharat Tech Weekly",
    headline: "Karnataka takes incubation to Mysuru, Hubballi and Mangaluru",
    date: "2025-03-06",
    excerpt: "The state's new partnership with Ankur aims at 100 startups from tier-2 cities in three years.",
    link: { label: "Read our release", to: pressReleasePath("karnataka-partnership") },
  },
  {
    outlet: "Sahyadri Times",
    headline: "From Nashik's vineyards to 5,000 farms: EcoHarvest's water story",
    date: "2025-02-11",
    excerpt: "How a Nashik startup cut water use by 85% and grew revenue 12x with help from a Pune incubator.",
    link: { label: "Read the case study", to: "/case-studies/ecoharvest" },
  },
];

/** Who answers the press; `image` is a photo file in app/assets/photos/ (an illustrated portrait without one). */
export const mediaContact: { name: string; role: string; email: string; phone: string; responseTime: string } & PersonImage = {
  name: "Ishita Rao",
  role: "Head of Communications",
  email: site.contactEmail,
  phone: "+91 20 6712 4500",
  responseTime: "We reply to media enquiries within one working day.",
};

export const mediaResources: readonly MediaResource[] = [
  {
    title: "Brand Assets",
    description: "Logos in SVG and PNG, colour values and usage guidelines.",
    icon: "image",
    action: { label: "Request brand assets", to: contactLink("Press kit request: brand assets") },
  },
  {
    title: "Executive Bios",
    description: "Biographies and approved photographs of Ankur's leadership team.",
    icon: "users",
    action: { label: "Request executive bios", to: contactLink("Press kit request: executive bios") },
  },
  {
    title: "Fact Sheet",
    description: "Key figures: ₹750 crore+ raised, 250+ ventures, 12,000+ jobs, an 85% success rate, and our history since 2015-16.",
    icon: "file-text",
    action: { label: "Request the fact sheet", to: contactLink("Press kit request: fact sheet") },
  },
  {
    title: "Media Contact",
    description: `${mediaContact.name}, ${mediaContact.role}, at ${mediaContact.email}. ${mediaContact.responseTime}`,
    icon: "mail",
    action: { label: `E-mail ${mediaContact.name}`, to: `mailto:${mediaContact.email}?subject=${encodeURIComponent("Media enquiry")}` },
    phone: mediaContact.phone,
  },
];
