import type { FeatureCard } from "./ecosystem-types";

export const mentorshipIntro =
  "Over 180 founders, operators, investors and domain experts mentor Ankur ventures. Our Resources & Community cell matches each founder with mentors by skill and stage, and the troupe makes sure every session turns into action.";

/**
 * What the network offers. These describe how the mentoring team works with
 * founders; there is no self-service mentor tool on this site.
 */
export const mentorshipFeatures: readonly FeatureCard[] = [
  {
    title: "Find the right mentor",
    description: "Tell us the problem you are stuck on and we shortlist mentors who have solved it before.",
    features: ["Searchable profiles kept by our community team", "Skill matching by sector, function and stage", "Introductions within five working days"],
    icon: "search",
  },
  {
    title: "Sessions that fit your week",
    description: "Mentors give a fixed number of hours each month, booked around both sides' schedules.",
    features: ["Each mentor's availability calendar, shared with your troupe lead", "Direct messaging between sessions for quick questions", "In person in Pune and Bengaluru, or online"],
    icon: "calendar",
  },
  {
    title: "Mentoring you can measure",
    description: "Every session ends with agreed next steps that the troupe follows up on.",
    features: ["Session ratings by founders after every meeting", "Notes and actions shared with the troupe", "Quarterly review of mentor quality by the Resources & Community cell"],
    icon: "star",
  },
];

export const mentorshipCta = {
  title: "Learn From People Who Have Done It",
  text: "Founders: tell us what you need and we will find your mentor. Experienced operators: give a few hours a month to the next generation of Indian ventures.",
  primary: { label: "Find a Mentor", to: "/contact-get-involved" },
  secondary: { label: "Become a Mentor", to: "/contact-get-involved" },
} as const;
