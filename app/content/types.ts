/** The spec's display records, shared by the content files. */

/** A testimonial (spec: quote, author, position, image). */
export type Testimonial = {
  quote: string;
  author: string;
  /** Role, and the company on partner testimonials. */
  position: string;
  /** A self-hosted picture; without one the author's initials are shown. */
  image?: string;
};
