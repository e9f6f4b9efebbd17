import type { ServiceCard } from "./solutions-types";

export const wanapreneurIntro =
  "Wanapreneur is our programme for aspiring entrepreneurs: students, professionals and homemakers who want to start something of their own but have not yet taken the first step. No idea is too early and no prior business experience is needed.";

export const wanapreneurPrograms: readonly ServiceCard[] = [
  {
    title: "Capacity Building Modules",
    description: "Weekend modules on finding a problem, talking to customers, basic finance, digital marketing and company registration.",
    duration: "8 weekends",
    icon: "book-open",
    highlights: ["Taught in English, Hindi and Marathi", "Hands-on assignments", "Certificate on completion"],
  },
  {
    title: "Networking & Pitch Events",
    description: "Monthly meet-ups in Pune and Bengaluru where aspiring founders meet mentors and pitch their ideas to a friendly panel.",
    duration: "Monthly",
    icon: "mic",
    highlights: ["Three-minute pitch slots", "Feedback from mentors and founders", "Best ideas fast-tracked to our ideation workshops"],
  },
  {
    title: "Peer-Learning Circles",
    description: "Small groups of 8-10 aspiring entrepreneurs who meet every fortnight, share progress and hold each other accountable.",
    duration: "6 months",
    icon: "users",
    highlights: ["A trained facilitator in every circle", "Goal setting and check-ins", "Women-only circles on request"],
  },
];

export const wanapreneurCta = {
  title: "Take the First Step",
  text: "Applications for the next Wanapreneur batch are open. Tell us a little about yourself and the idea you are thinking about.",
  primary: { label: "Apply Now", to: "/contact-get-involved" },
} as const;
