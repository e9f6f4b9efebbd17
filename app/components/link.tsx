import { forwardRef } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";

/**
 * The site's internal link: a client-side navigation wrapped in a view
 * transition (the page fade). Use it for every in-site link.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <RouterLink ref={ref} viewTransition {...props} />;
});
