import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { aboutTestimonials } from "~/content/about-testimonials";

/** The page's testimonial carousel with its testimonials: an island whose code loads when the visitor scrolls near it (pages/about-us.astro). */
export default function AboutTestimonialsCarousel() {
  return <TestimonialCarousel testimonials={aboutTestimonials} label="Testimonials" />;
}
