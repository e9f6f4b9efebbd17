/** The spec's display records, shared by the content files. */

/** A testimonial (spec: quote, author, position, image). */
export type Testimonial = {
  quote: string;
  author: string;
  /** Role, and the company on partner testimonials. */
  position: string;
  /** A photo file in app/assets/photos/ (e.g. "meera-raghunathan.jpg"); without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};

/** The picture field of every person in content. */
export type PersonImage = {
  /** A photo file in app/assets/photos/ (e.g. "meera-raghunathan.jpg"); without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};
