type Closing = { closes?: string | undefined };

/** Whether a role still takes applications on `today` (YYYY-MM-DD): it has no closing date, or closes today or later. */
export function isOpen(job: Closing, today: string): boolean {
  return job.closes === undefined || job.closes >= today;
}

/** The roles still open on `today`, in the order given. */
export function openJobs<Job extends Closing>(jobs: readonly Job[], today: string): Job[] {
  return jobs.filter((job) => isOpen(job, today));
}

type Ordered = { order?: number | undefined; posted: string };

/** The list's order: roles with an `order` first (1 first), then the others newest first; ties keep their order. */
export function listOrder<Job extends Ordered>(jobs: readonly Job[]): Job[] {
  return jobs.toSorted((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || b.posted.localeCompare(a.posted));
}
