import { staticContent } from "~/components/static-content/static-content";
import { detailItemHead, notFoundMeta } from "~/features/detail-pages/detail-head";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/job-posting";

const JobPostingContent = staticContent(() => import("~/features/detail-pages/job-posting-content"));

/** The item's <head>: while the page hydrates, the prerendered one (detail-head.ts). */
export const meta = ({ params }: Route.MetaArgs) => detailItemHead("job", params.slug) ?? notFoundMeta();

export default function JobPostingPage({ params }: Route.ComponentProps) {
  return params.slug !== undefined && detailItemHead("job", params.slug) ? <JobPostingContent slug={params.slug} /> : <NotFoundContent />;
}
