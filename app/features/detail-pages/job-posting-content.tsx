import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import type { ApplicationStep, JobPageCopy } from "~/features/careers/careers-copy";
import type { JobOpening } from "~/features/job-openings/job-opening";
import { jobPostingStructuredData } from "./detail-meta";
import { JobPostingView } from "./job-posting-view";

/** The page of a role, all but its <head>, with its JobPosting block (pages/job/[slug].astro). */
export default function JobPostingContent({ job, copy, steps }: { job: JobOpening; copy: JobPageCopy; steps: readonly ApplicationStep[] }) {
  return (
    <>
      <JobPostingView job={job} copy={copy} steps={steps} />
      <JsonLdScript block={jobPostingStructuredData(job)} />
    </>
  );
}
