import { pageDescriptions } from "~/config/page-descriptions";
import type { PagePath } from "~/config/page-titles";

/** A registered page's description as its banner's subtitle: static content (components/page-intro.tsx). */
export default function BannerDescription({ path, className }: { path: PagePath; className: string }) {
  return <p className={className}>{pageDescriptions[path]}</p>;
}
