import type { Testimonial } from "~/components/testimonial";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";

/** The page's testimonial carousel (app/content/testimonials/industry-partners.yaml): an island whose code loads when the visitor scrolls near it (pages/ecosystem/industry-partners.astro). */
export default function IndustryPartnersTestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return <TestimonialCarousel testimonials={testimonials} label="Partner testimonials" />;
}
