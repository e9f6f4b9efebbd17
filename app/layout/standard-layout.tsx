import { Outlet } from "react-router";
import { staticContent } from "~/components/static-content/static-content";
import { SiteHeader } from "./site-header";

// The footer never changes: hydration keeps its prerendered markup without loading its code.
const SiteFooter = staticContent(() => import("./site-footer"));

/** Header, the page (faded in and out by the view transition) and footer. */
export default function StandardLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="page-transition min-h-[60vh] focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
