/**
 * `client:first-use`'s option for the islands that move on their own (the
 * testimonial carousels) and the logo strip: their code starts loading when
 * they come within 300 px of the viewport (or at a first press, which is
 * pressed again once they have hydrated), so autoplay has begun by the time
 * the visitor sees them, and nothing loads for a page whose islands stay
 * below the first screen.
 */
export const NEAR_VIEWPORT = { rootMargin: "300px" } as const;
