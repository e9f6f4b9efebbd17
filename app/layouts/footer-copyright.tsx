import { site } from "~/config/site";

/** Spec §Footer: the copyright line with the current year and the company; in the full footer and the slim one. */
export function FooterCopyright() {
  return (
    <p className="text-sm">
      © <CurrentYear /> {site.company}. All rights reserved.
    </p>
  );
}

/** The year at render; the prerendered year may differ from the visitor's clock on New Year's Eve. */
function CurrentYear() {
  // oxlint-disable-next-line react/purity -- the current year is the point
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
