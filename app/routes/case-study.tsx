import { staticContent } from "~/components/static-content/static-content";
import { detailItemHead, notFoundMeta } from "~/features/detail-pages/detail-head";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/case-study";

const CaseStudyContent = staticContent(() => import("~/features/detail-pages/case-study-content"));

/** The item's <head>: while the page hydrates, the prerendered one (detail-head.ts). */
export const meta = ({ params }: Route.MetaArgs) => detailItemHead("caseStudy", params.slug) ?? notFoundMeta();

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  return params.slug !== undefined && detailItemHead("caseStudy", params.slug) ? <CaseStudyContent slug={params.slug} /> : <NotFoundContent />;
}
