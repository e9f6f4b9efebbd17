import { jobOpenings } from "~/content/careers";
import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import { jobPostingStructuredData } from "./detail-meta";
import { JobPostingView } from "./job-posting-view";

/**
 * The page of the role `slug`, all but its <head>, with its JobPosting block
 * (pages/job/[slug].astro).
 */
export default function JobPostingContent({ slug }: { slug: string }) {
  const job = jobOpenings.find((candidate) => candidate.slug === slug);
  if (!job) return null;
  return (
    <>
      <JobPostingView job={job} />
      <JsonLdScript block={jobPostingStructuredData(job)} />
    </>
  );
}
