import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { partnerTestimonials } from "~/content/ecosystem-industry-partners-testimonials";

/** The page's testimonial carousel with its testimonials: an island whose code loads when the visitor scrolls near it (pages/ecosystem/industry-partners.astro). */
export default function IndustryPartnersTestimonialsCarousel() {
  return <TestimonialCarousel testimonials={partnerTestimonials} label="Partner testimonials" />;
}
