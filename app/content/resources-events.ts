import type { UpcomingEvent } from "./resources-types";

/** Upcoming events; all times are India Standard Time. Past events: ./resources-events-recorded.ts. */
export const upcomingEvents: readonly UpcomingEvent[] = [
  {
    kind: "upcoming",
    id: "term-sheets-decoded-2026",
    title: "Term Sheets Decoded: What Founders Should Negotiate",
    date: "2026-12-10T16:00:00+05:30",
    durationMinutes: 90,
    type: "Webinar",
    speakers: [
      { name: "Arjun Bhatnagar", role: "Partner, Saptarishi Ventures" },
      { name: "Adv. Rohit Bansal", role: "Legal Troupe Lead, Ankur" },
    ],
    image: "/covers/events/term-sheets-decoded-2026.svg",
    description: "Liquidation preferences, anti-dilution, ESOP pools and board seats, clause by clause, with a live Q&A on real (anonymised) term sheets.",
    tags: ["Fundraising", "Legal"],
    location: "Online",
    attendees: 412,
  },
  {
    kind: "upcoming",
    id: "financial-modelling-workshop-pune",
    title: "Financial Modelling Workshop for First-Time Founders",
    date: "2027-01-16T10:00:00+05:30",
    durationMinutes: 360,
    type: "Workshop",
    speakers: [{ name: "CA Neha Agarwal", role: "Finance Troupe Lead, Ankur" }],
    image: "/covers/events/financial-modelling-workshop-pune.svg",
    description: "Bring a laptop and your numbers. By the end of the day you will have a three-year model with unit economics, runway and three scenarios.",
    tags: ["Finance", "Hands-on"],
    location: "Ankur Head Office, Pune",
    attendees: 38,
  },
  {
    kind: "upcoming",
    id: "ankur-ecosystem-summit-2027",
    title: "Ankur Ecosystem Summit 2027",
    date: "2027-02-25T09:30:00+05:30",
    durationMinutes: 480,
    type: "Conference",
    speakers: [
      { name: "Priya Venkataraman", role: "Head of Incubation, Ankur" },
      { name: "Meera Raghunathan", role: "Head of Open Innovation, Dakshin Components Ltd." },
      { name: "Dr. Ananya Krishnan", role: "Research Lead, Ankur" },
    ],
    image: "/covers/events/ankur-ecosystem-summit-2027.svg",
    description: "A day of founders, investors, corporates and policymakers: demo sessions from the latest cohort, investor office hours and the launch of the annual ecosystem report.",
    tags: ["Networking", "Demo day"],
    location: "Bengaluru",
    attendees: 1250,
  },
];
