import type { Testimonial } from "~/components/testimonial";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";

/** The page's testimonial carousel (app/content/testimonials/solutions.yaml): an island whose code loads when the visitor scrolls near it (pages/solutions-services/index.astro). */
export default function SuccessStoriesCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return <TestimonialCarousel testimonials={testimonials} label="Success story testimonials" />;
}
