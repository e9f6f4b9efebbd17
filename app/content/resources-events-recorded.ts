// Past events to watch on demand, shown on the events page
// (app/features/event-tabs/events-content.tsx); the upcoming ones are in
// ./resources-events.ts.
import { contactLink } from "~/lib/contact-link";
import type { RecordedEvent } from "./resources-types";

/** Past events to watch on demand. */
export const recordedEvents: readonly RecordedEvent[] = [
  {
    kind: "recorded",
    id: "dpdp-act-for-startups",
    title: "The DPDP Act for Startups: Consent, Notices and Breaches",
    date: "2026-10-08T17:00:00+05:30",
    durationMinutes: 75,
    type: "Webinar",
    speakers: [{ name: "Adv. Rohit Bansal", role: "Legal Troupe Lead, Ankur" }],
    image: "/covers/events/dpdp-act-for-startups.svg",
    description: "What the Digital Personal Data Protection Rules ask of a small company, and a step-by-step plan to be ready before May 2027.",
    tags: ["Policy", "Compliance"],
    location: "Online",
    views: 3420,
    recordingUrl: contactLink("Recording request: The DPDP Act for Startups"),
  },
  {
    kind: "recorded",
    id: "pitch-clinic-september",
    title: "Pitch Clinic: Ten Decks, Ten Minutes Each",
    date: "2026-09-17T15:00:00+05:30",
    durationMinutes: 120,
    type: "Workshop",
    speakers: [
      { name: "Kabir Sharma", role: "Angel investor, Indore Angels" },
      { name: "Priya Venkataraman", role: "Head of Incubation, Ankur" },
    ],
    image: "/covers/events/pitch-clinic-september.svg",
    description: "Founders pitch live and investors give blunt, useful feedback on story, numbers and the ask.",
    tags: ["Pitching", "Fundraising"],
    location: "Online",
    views: 5810,
    recordingUrl: contactLink("Recording request: Pitch Clinic: Ten Decks, Ten Minutes Each"),
  },
  {
    kind: "recorded",
    id: "open-innovation-forum-2026",
    title: "Open Innovation Forum 2026: Corporates Meet Startups",
    date: "2026-07-22T10:00:00+05:30",
    durationMinutes: 240,
    type: "Conference",
    speakers: [
      { name: "Meera Raghunathan", role: "Head of Open Innovation, Dakshin Components Ltd." },
      { name: "Vikram Sethi", role: "Plant Head, Nilgiri Auto Parts" },
    ],
    image: "/covers/events/open-innovation-forum-2026.svg",
    description: "How large companies pick startup partners, run pilots and get them into production, with three case studies from the shop floor.",
    tags: ["Corporate innovation", "Pilots"],
    location: "Chennai",
    views: 2275,
    recordingUrl: contactLink("Recording request: Open Innovation Forum 2026"),
  },
];
