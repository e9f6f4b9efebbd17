import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";
import { successTestimonials } from "~/content/solutions-testimonials";

/** The page's testimonial carousel with its testimonials: an island whose code loads when the visitor scrolls near it (pages/solutions-services/index.astro). */
export default function SuccessStoriesCarousel() {
  return <TestimonialCarousel testimonials={successTestimonials} label="Success story testimonials" />;
}
