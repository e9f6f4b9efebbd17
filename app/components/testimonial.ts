/** A testimonial as the testimonial components show it (spec: quote, author, position, image). */
export type Testimonial = {
  quote: string;
  author: string;
  /** Role, and the company on partner testimonials ("Partner, Saptarishi Ventures"). */
  position: string;
  /** A photo file in app/assets/photos/ (e.g. "meera-raghunathan.jpg"); without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};
