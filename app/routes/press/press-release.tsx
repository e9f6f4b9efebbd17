import { staticContent } from "~/components/static-content/static-content";
import { detailItemHead, notFoundMeta } from "~/features/detail-pages/detail-head";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/press-release";

const PressReleaseContent = staticContent(() => import("~/features/detail-pages/press-release-content"));

/** The item's <head>: while the page hydrates, the prerendered one (detail-head.ts). */
export const meta = ({ params }: Route.MetaArgs) => detailItemHead("pressRelease", params.slug) ?? notFoundMeta();

export default function PressReleasePage({ params }: Route.ComponentProps) {
  return params.slug !== undefined && detailItemHead("pressRelease", params.slug) ? <PressReleaseContent slug={params.slug} /> : <NotFoundContent />;
}
