/** The picture field of every person still written in a content .ts file (people of the collections have it in their YAML). */
export type PersonImage = {
  /** A photo file in app/assets/photos/ (e.g. "meera-raghunathan.jpg"); without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};

/** Testimonials still written in .ts files (audience pages, partner portal) use the component's type until they move. */
export type { Testimonial } from "~/components/testimonial";
