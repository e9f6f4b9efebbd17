import { staticContent } from "~/components/static-content/static-content";
import { jobOpeningSummaries } from "~/content/careers-job-summaries";
import { jobPostingMeta, notFoundMeta } from "~/features/detail-pages/detail-meta";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/job-posting";

/** The role's summary (its <head>); its page comes from static content, chosen by its slug. */
const findJob = (slug: string | undefined) => jobOpeningSummaries.find((job) => job.slug === slug);

const JobPostingContent = staticContent(() => import("~/features/detail-pages/job-posting-content"));

export const meta = ({ params }: Route.MetaArgs) => {
  const job = findJob(params.slug);
  return job ? jobPostingMeta(job) : notFoundMeta();
};

export default function JobPostingPage({ params }: Route.ComponentProps) {
  const job = findJob(params.slug);
  return job ? <JobPostingContent slug={job.slug} /> : <NotFoundContent />;
}
