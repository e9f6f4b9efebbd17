/** The Solutions & Services page's success stories, shown by its testimonial carousel (which hydrates). */
import type { Testimonial } from "./types";

export const successTestimonials: readonly Testimonial[] = [
  {
    quote:
      "The Catalyst troupe got us from a slide deck to paying hospitals in 12 weeks. Our clinics now serve patients in four districts.",
    author: "Dr. Aditi Joshi",
    position: "Co-founder, ArogyaSetu Clinics",
  },
  {
    quote:
      "The MSME digitalisation roadmap paid for itself in one quarter. We now see every order, every machine and every rupee on one screen.",
    author: "Prakash Jadhav",
    position: "Owner, Jadhav Precision Engineering, Satara",
  },
  {
    quote:
      "Ankur helped our department design a state incubation scheme that founders actually use. Applications tripled in the first year.",
    author: "Lakshmi Narayanan",
    position: "Joint Director, a state industries department",
  },
];
