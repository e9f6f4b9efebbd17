import type { Testimonial } from "./types";

/** The home page's partner testimonials (its carousel hydrates, so they are in the page's JavaScript). */
export const partnerTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Working with an Ankur troupe cut our integration time with startups by 60%. We went from a year of proof-of-concepts to three pilots in production in one quarter.",
    author: "Meera Raghunathan",
    position: "Head of Open Innovation, Dakshin Components Ltd.",
  },
  {
    quote:
      "The stage-gate reviews give our fund something rare at seed: evidence. We see the troupe's data at every gate, so our investment committee moves faster.",
    author: "Arjun Bhatnagar",
    position: "Partner, Saptarishi Ventures",
  },
  {
    quote:
      "Our CSR programme now funds ventures that report real outcomes. Ankur's governance cells made the reporting as rigorous as our own audits.",
    author: "Farah Qureshi",
    position: "CSR Lead, Konkan Energy Foundation",
  },
];
