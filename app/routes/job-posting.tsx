import { jobOpenings } from "~/content/careers";
import { jobPostingMeta, notFoundMeta } from "~/features/detail-pages/detail-meta";
import { JobPostingView } from "~/features/detail-pages/job-posting-view";
import { NotFoundContent } from "~/layout/not-found-content";
import type { Route } from "./+types/job-posting";

const findJob = (slug: string | undefined) => jobOpenings.find((job) => job.slug === slug);

export const meta = ({ params }: Route.MetaArgs) => {
  const job = findJob(params.slug);
  return job ? jobPostingMeta(job) : notFoundMeta();
};

export default function JobPostingPage({ params }: Route.ComponentProps) {
  const job = findJob(params.slug);
  return job ? <JobPostingView job={job} /> : <NotFoundContent />;
}
