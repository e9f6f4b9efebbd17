import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { aboutTestimonials } from "~/content/about-testimonials";

/** The page's testimonial carousel with its testimonials: loaded when the visitor scrolls near it (routes/about-us.tsx). */
export default function AboutTestimonialsCarousel() {
  return <TestimonialCarousel testimonials={aboutTestimonials} label="What people say about us" />;
}
