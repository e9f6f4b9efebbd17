import type { Testimonial } from "./types";

/** What people say about us (About Us): its carousel is an island, so they are in its JavaScript too. */
export const aboutTestimonials: readonly Testimonial[] = [
  {
    quote:
      "We joined with a prototype and no revenue. Our troupe's finance lead rebuilt our unit economics in three weeks, and we closed our pre-seed round six months later.",
    author: "Ananya Iyer",
    position: "Co-founder, KhetSetu Agritech",
  },
  {
    quote:
      "Ankur's governance is what convinced our board. Every rupee of CSR money we put in is tied to a milestone and reported like an audit.",
    author: "Rajesh Nambiar",
    position: "Head of CSR, Dakshin Components Ltd.",
  },
  {
    quote:
      "As a mentor I have worked with many incubators. Here, the troupe does the follow-up, so my one hour a fortnight actually changes what the founders do next.",
    author: "Dr. Kavita Rao",
    position: "Mentor, former CTO of a listed IT services company",
  },
];
