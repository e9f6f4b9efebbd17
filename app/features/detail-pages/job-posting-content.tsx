import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import type { JobOpening } from "~/features/job-openings/job-opening";
import { jobPostingStructuredData } from "./detail-meta";
import { JobPostingView } from "./job-posting-view";

/** The page of a role, all but its <head>, with its JobPosting block (pages/job/[slug].astro). */
export default function JobPostingContent({ job }: { job: JobOpening }) {
  return (
    <>
      <JobPostingView job={job} />
      <JsonLdScript block={jobPostingStructuredData(job)} />
    </>
  );
}
