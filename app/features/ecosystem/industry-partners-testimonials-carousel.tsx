import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { partnerTestimonials } from "~/content/ecosystem-industry-partners-testimonials";

/** The page's testimonial carousel with its testimonials: loaded when the visitor scrolls near it (routes/ecosystem/industry-partners.tsx). */
export default function IndustryPartnersTestimonialsCarousel() {
  return <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />;
}
