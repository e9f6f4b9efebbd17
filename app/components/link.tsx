import { type AnchorHTMLAttributes, forwardRef } from "react";
import { Link as RouterLink, type LinkProps, useInRouterContext } from "react-router";

/**
 * The site's internal link: a client-side navigation wrapped in a view
 * transition (the page fade). Use it for every in-site link. An in-page
 * anchor ("#section") stays a plain link: the router would resolve it against
 * the prerender URL ("/careers/#section").
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  // Outside a router (a page Astro renders) every link is a plain document
  // navigation, faded by the cross-document view transition.
  const inRouter = useInRouterContext();
  if (!inRouter || (typeof props.to === "string" && props.to.startsWith("#"))) {
    return (
      <a ref={ref} href={typeof props.to === "string" ? props.to : undefined} {...anchorAttributes(props)}>
        {props.children}
      </a>
    );
  }
  return <RouterLink ref={ref} viewTransition {...props} />;
});

const routerOnlyProps = new Set(["to", "replace", "state", "reloadDocument", "preventScrollReset", "relative", "discover", "viewTransition", "prefetch"]);

function anchorAttributes(props: LinkProps): AnchorHTMLAttributes<HTMLAnchorElement> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !routerOnlyProps.has(key)));
}
