import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { successTestimonials } from "~/content/solutions-testimonials";

/** The page's testimonial carousel with its testimonials: loaded when the visitor scrolls near it (routes/solutions-services/solutions-services.tsx). */
export default function SuccessStoriesCarousel() {
  return <TestimonialCarousel testimonials={successTestimonials} label="Success stories" />;
}
