import { site } from "../config/site";
import { contactLink } from "../lib/contact-link";
import { pressReleasePath } from "./detail-item-paths";
import type { MediaCoverage, MediaResource } from "./press-types";
import type { PersonImage } from "./types";

export const PRESS_ARCHIVE_PATH = "/press/archive";

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
