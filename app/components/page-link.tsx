import { type AnchorHTMLAttributes, forwardRef } from "react";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * The site's internal link on the Astro pages: a plain document navigation
 * (faded by the cross-document view transition, prefetched on hover by the
 * speculation rules). astro.config.ts puts it in place of ~/components/link,
 * whose router link would bring React Router into every island that has a
 * link; it takes the same `to`.
 */
export const Link = forwardRef<HTMLAnchorElement, PageLinkProps>(function Link({ to, children, ...attributes }, ref) {
  return (
    <a ref={ref} href={to} {...attributes}>
      {children}
    </a>
  );
});
