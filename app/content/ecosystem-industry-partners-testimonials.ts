/** The Industry Partners page's partner testimonials, shown by its testimonial carousel (which hydrates). */
import type { Testimonial } from "./types";

/** The company is part of the position on partner testimonials (spec §3). */
export const partnerTestimonials: readonly Testimonial[] = [
  {
    quote:
      "We had run startup challenges for years with little to show. With Ankur, the pilot was scoped, staffed and running on our shop floor within eight weeks.",
    author: "Venkatesh Iyengar",
    position: "VP Manufacturing Excellence, Dakshin Components Ltd.",
  },
  {
    quote:
      "The CSR reporting is the best we receive from any implementation partner. Our board sees exactly which milestone each tranche paid for.",
    author: "Farah Qureshi",
    position: "CSR Lead, Konkan Energy Foundation",
  },
  {
    quote:
      "Working through a troupe meant the venture understood banking compliance from day one. That is why the pilot got approved by our risk team.",
    author: "Sunil Patwardhan",
    position: "Chief General Manager, Narmada Rural Bank",
  },
];
