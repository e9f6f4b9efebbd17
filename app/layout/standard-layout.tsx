import { Outlet } from "react-router";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
