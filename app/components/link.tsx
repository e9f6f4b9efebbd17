import { type AnchorHTMLAttributes, forwardRef } from "react";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * The site's internal link: a plain document navigation, faded by the
 * cross-document view transition and prefetched on hover by the speculation
 * rules (app/layouts/). The staff app, a client-rendered React Router app,
 * uses the router's Link instead.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, children, ...attributes }, ref) {
  return (
    <a ref={ref} href={to} {...attributes}>
      {children}
    </a>
  );
});
